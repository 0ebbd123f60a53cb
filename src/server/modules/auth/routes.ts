import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthResponseSchema,
  LoginRequestSchema,
  ProfileUpdateSchema,
  RegisterRequestSchema,
  UserSchema,
} from '@/contracts/auth';
import { type AppContext, emit } from '../../context';
import { requireUser } from './guards';
import { loginUser } from './login-user';
import { registerUser } from './register-user';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { createSession, deleteSession } from './sessions';
import { updateProfile } from './update-profile';
import { toUserDto } from './user-dto';

export const authRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 };

  r.post(
    '/api/register',
    { schema: { body: RegisterRequestSchema, response: { 201: AuthResponseSchema } }, config: { rateLimit } },
    async (request, reply) => {
      const row = await registerUser({ db: ctx.db, input: request.body });
      await emit(ctx, 'userRegistered', row.id);
      const session = await createSession(ctx.db, row.id);
      setSessionCookie(reply, ctx.config, session.token, session.expiresAt);
      return reply.code(201).send({ user: toUserDto(row) });
    },
  );

  r.post(
    '/api/login',
    { schema: { body: LoginRequestSchema, response: { 200: AuthResponseSchema } }, config: { rateLimit } },
    async (request, reply) => {
      const row = await loginUser({ db: ctx.db, ...request.body });
      // a new token at every login (no session fixation); the old one, if any, ends
      if (request.sessionToken) await deleteSession(ctx.db, request.sessionToken);
      const session = await createSession(ctx.db, row.id);
      setSessionCookie(reply, ctx.config, session.token, session.expiresAt);
      return { user: toUserDto(row) };
    },
  );

  r.post('/api/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(ctx.db, request.sessionToken);
    clearSessionCookie(reply, ctx.config);
    return reply.code(204).send(null);
  });

  // the spec's helper pages link here: end the session and go home
  r.get('/api/logout', async (request, reply) => {
    if (request.sessionToken) await deleteSession(ctx.db, request.sessionToken);
    clearSessionCookie(reply, ctx.config);
    return reply.redirect('/');
  });

  r.get('/api/auth/user', { schema: { response: { 200: UserSchema } } }, async (request) =>
    toUserDto(requireUser(request)),
  );

  r.put(
    '/api/auth/profile',
    { schema: { body: ProfileUpdateSchema, response: { 200: UserSchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await updateProfile({ db: ctx.db, userId: user.id, input: request.body });
      await emit(ctx, 'profileUpdated', row.id);
      return toUserDto(row);
    },
  );
};
