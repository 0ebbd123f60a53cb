import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MaintenanceStatusSchema,
  MaintenanceUpdateSchema,
  SiteConfigSchema,
  WaitlistRequestSchema,
  WaitlistResponseSchema,
} from '@/contracts/site';
import type { AppContext } from '../../context';
import { requireAdmin } from '../auth/guards';
import { PUBLIC_ROUTE } from '../auth/route-access';
import { joinWaitlist } from './join-waitlist';
import { getMaintenanceStatus, setMaintenanceMode } from './maintenance';
import { getSiteConfig } from './site-config';

export const siteRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/maintenance-status',
    { schema: { response: { 200: MaintenanceStatusSchema } }, config: PUBLIC_ROUTE },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getMaintenanceStatus(ctx);
    },
  );

  r.put(
    '/api/admin/maintenance',
    { schema: { body: MaintenanceUpdateSchema, response: { 200: MaintenanceStatusSchema } } },
    async (request) => {
      requireAdmin(request, ctx.config);
      await setMaintenanceMode({ db: ctx.db, enabled: request.body.enabled });
      return getMaintenanceStatus(ctx);
    },
  );

  r.post(
    '/api/waitlist',
    { schema: { body: WaitlistRequestSchema, response: { 200: WaitlistResponseSchema } }, config: PUBLIC_ROUTE },
    async (request) => {
      await joinWaitlist({ db: ctx.db, input: request.body });
      return { success: true as const, message: "You're on the list!" };
    },
  );

  r.get(
    '/api/site-config',
    { schema: { response: { 200: SiteConfigSchema } }, config: PUBLIC_ROUTE },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return getSiteConfig(ctx);
    },
  );

  r.get(
    '/api/health',
    { schema: { response: { 200: z.object({ ok: z.boolean() }) } }, config: PUBLIC_ROUTE },
    async () => {
      await ctx.database.executeSql('select 1', []);
      return { ok: true };
    },
  );
};
