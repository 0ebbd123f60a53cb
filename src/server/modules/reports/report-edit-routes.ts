import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '@/contracts/common';
import { NewFindingSchema, NoteUpdateSchema, PropertyUpdateSchema } from '@/contracts/report-edits';
import { AnalysisSchema, DeficiencyUpdateResponseSchema, SummarySchema } from '@/contracts/reports';
import type { AppContext } from '../../context';
import { API_TOKEN_ROUTE } from '../api-tokens/bearer-auth';
import { requireUser } from '../auth/guards';
import { addUserFinding } from './add-user-finding';
import { deleteUserFinding } from './delete-user-finding';
import { updateDeficiencyNote } from './update-deficiency-note';
import { updateReportProperty } from './update-report-property';

/** The owner's corrections to an analysis: the property's address, private notes, findings the engine missed. */
export const reportEditRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = IdParamSchema;

  r.patch(
    '/api/reports/:id/property',
    {
      schema: { params, body: PropertyUpdateSchema, response: { 200: AnalysisSchema } },
      config: {
        ...API_TOKEN_ROUTE,
        docs: { summary: "Correct the property's address; the findings are priced and matched again there" },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return updateReportProperty({ ctx, viewer: user, reportId: request.params.id, input: request.body });
    },
  );

  r.put(
    '/api/deficiencies/:id/note',
    {
      schema: { params, body: NoteUpdateSchema, response: { 200: DeficiencyUpdateResponseSchema } },
      config: { ...API_TOKEN_ROUTE, docs: { summary: 'Write (or clear) your private note on a finding' } },
    },
    async (request) => {
      const user = requireUser(request);
      return updateDeficiencyNote({ db: ctx.db, viewer: user, deficiencyId: request.params.id, input: request.body });
    },
  );

  r.post(
    '/api/reports/:id/deficiencies',
    {
      schema: { params, body: NewFindingSchema, response: { 201: DeficiencyUpdateResponseSchema } },
      config: { ...API_TOKEN_ROUTE, docs: { summary: 'Add a finding the analysis missed (priced like the others)' } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const added = await addUserFinding({ ctx, viewer: user, reportId: request.params.id, input: request.body });
      return reply.code(201).send(added);
    },
  );

  r.delete(
    '/api/deficiencies/:id',
    {
      schema: { params, response: { 200: z.object({ summary: SummarySchema }) } },
      config: { ...API_TOKEN_ROUTE, docs: { summary: 'Delete a finding you added' } },
    },
    async (request) => {
      const user = requireUser(request);
      return deleteUserFinding({ db: ctx.db, viewer: user, deficiencyId: request.params.id });
    },
  );
};
