import type { FastifyInstance } from 'fastify';

/**
 * API answers are per user and change with every action: no browser or shared cache may keep one (a signed-out
 * back button must not show the account, a proxy must not serve one user's data to another). Routes that set their
 * own Cache-Control keep it.
 */
export const registerNoStore = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.routeOptions.url ?? request.url).startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
};
