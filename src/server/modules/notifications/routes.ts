import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MarkAllReadResponseSchema,
  NotificationListSchema,
  NotificationReadSchema,
  NotificationSchema,
} from '@/contracts/account';
import { IdParamSchema } from '@/contracts/common';
import type { AppContext } from '../../context';
import { requireUser } from '../auth/guards';
import { listNotifications } from './list-notifications';
import { deleteNotification, markAllNotificationsRead, markNotificationRead } from './update-notifications';

export const notificationRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/notifications', { schema: { response: { 200: NotificationListSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return listNotifications({ db: ctx.db, userId: user.id });
  });

  r.patch(
    '/api/notifications/:id',
    { schema: { params: IdParamSchema, body: NotificationReadSchema, response: { 200: NotificationSchema } } },
    async (request) => {
      const user = requireUser(request);
      return markNotificationRead({ db: ctx.db, userId: user.id, id: request.params.id, read: request.body.read });
    },
  );

  r.post(
    '/api/notifications/read-all',
    { schema: { response: { 200: MarkAllReadResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      return { updated: await markAllNotificationsRead({ db: ctx.db, userId: user.id }) };
    },
  );

  r.delete(
    '/api/notifications/:id',
    { schema: { params: IdParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteNotification({ db: ctx.db, userId: user.id, id: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
