import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountExportSchema } from '@/contracts/account';
import type { AppContext } from '../../context';
import { requireUser } from '../auth/guards';
import { clearSessionCookie } from '../auth/session-cookie';
import { deleteAccount } from './delete-account';
import { exportAccountData } from './export-account-data';

const exportFilename = (username: string, now: Date) =>
  `punchlist-export-${username.replace(/[^A-Za-z0-9._-]/g, '_')}-${now.toISOString().slice(0, 10)}.json`;

export const accountRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/account/export', { schema: { response: { 200: AccountExportSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const data = await exportAccountData({ db: ctx.db, userId: user.id });
    reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${exportFilename(user.username, new Date())}"`);
    return data;
  });

  r.delete('/api/account', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const user = requireUser(request);
    await deleteAccount({ ctx, userId: user.id });
    // the sessions rows went with the user; the browser's cookie goes too
    clearSessionCookie(reply, ctx.config);
    ctx.log.info({ userId: user.id }, 'account deleted');
    return reply.code(204).send(null);
  });
};
