import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SettingsSchema } from '@/contracts/account';
import type { AppContext } from '../../context';
import { requireUser } from '../auth/guards';
import { getUserSettings } from './get-user-settings';
import { saveUserSettings } from './save-user-settings';

export const settingsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/settings', { schema: { response: { 200: SettingsSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return getUserSettings(ctx.db, user.id);
  });

  r.put('/api/settings', { schema: { body: SettingsSchema, response: { 200: SettingsSchema } } }, async (request) => {
    const user = requireUser(request);
    return saveUserSettings({ db: ctx.db, userId: user.id, settings: request.body });
  });
};
