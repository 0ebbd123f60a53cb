import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '@/contracts/common';
import { RepairRequestInputSchema, RepairRequestListSchema, RepairRequestSchema } from '@/contracts/repair-requests';
import type { AppContext } from '../../context';
import { API_TOKEN_ROUTE } from '../api-tokens/bearer-auth';
import { requireUser } from '../auth/guards';
import { createRepairRequest } from './create-repair-request';
import { deleteRepairRequest } from './delete-repair-request';
import { getRepairRequest } from './get-repair-request';
import { listRepairRequests } from './list-repair-requests';
import { updateRepairRequest } from './update-repair-request';

/** The repair-request builder's saved requests (issue 19): the owner's, on unlocked reports only. */
export const repairRequestRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = IdParamSchema;

  r.get(
    '/api/reports/:id/repair-requests',
    {
      config: { ...API_TOKEN_ROUTE, docs: { summary: "A report's saved repair requests" } },
      schema: { params, response: { 200: RepairRequestListSchema } },
    },
    async (request) => listRepairRequests({ db: ctx.db, viewer: requireUser(request), reportId: request.params.id }),
  );

  r.post(
    '/api/reports/:id/repair-requests',
    {
      config: { ...API_TOKEN_ROUTE, docs: { summary: 'Save a new repair request for an unlocked report' } },
      schema: { params, body: RepairRequestInputSchema, response: { 201: RepairRequestSchema } },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const created = await createRepairRequest({
        db: ctx.db,
        viewer,
        reportId: request.params.id,
        input: request.body,
      });
      return reply.code(201).send(created);
    },
  );

  r.get(
    '/api/repair-requests/:id',
    {
      config: { ...API_TOKEN_ROUTE, docs: { summary: 'One saved repair request' } },
      schema: { params, response: { 200: RepairRequestSchema } },
    },
    async (request) => getRepairRequest({ db: ctx.db, viewer: requireUser(request), requestId: request.params.id }),
  );

  r.put(
    '/api/repair-requests/:id',
    {
      config: { ...API_TOKEN_ROUTE, docs: { summary: 'Replace a saved repair request' } },
      schema: { params, body: RepairRequestInputSchema, response: { 200: RepairRequestSchema } },
    },
    async (request) =>
      updateRepairRequest({
        db: ctx.db,
        viewer: requireUser(request),
        requestId: request.params.id,
        input: request.body,
      }),
  );

  r.delete(
    '/api/repair-requests/:id',
    {
      config: { ...API_TOKEN_ROUTE, docs: { summary: 'Delete a saved repair request' } },
      schema: { params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteRepairRequest({ db: ctx.db, viewer: requireUser(request), requestId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
