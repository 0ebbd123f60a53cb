import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthResponseSchema,
  EmailChangeRequestSchema,
  LoginRequestSchema,
  PasswordChangeRequestSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestedSchema,
  PasswordResetRequestSchema,
  ProfileUpdateSchema,
  RegisterRequestSchema,
  SessionSchema,
  UserSchema,
} from '@/contracts/auth';
import { type AppContext, emit } from '../../context';
import { appOrigin } from '../../http/origin-check';
import { changeEmail } from './change-email';
import { changePassword } from './change-password';
import { requireUser } from './guards';
import { loginUser } from './login-user';
import { isOwnNavigation, LOGOUT_CONFIRM_PAGE, wantsPage } from './logout-navigation';
import { RESET_REQUESTED, requestPasswordReset, resetPassword } from './password-reset';
import { registerUser } from './register-user';
import { PUBLIC_ROUTE } from './route-access';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { createSession, deleteSession, deleteUserSessions } from './sessions';
import { updateProfile } from './update-profile';
import { toUserDto } from './user-dto';

export const authRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 };

  r.post(
    '/api/register',
    {
      schema: { body: RegisterRequestSchema, response: { 201: AuthResponseSchema } },
      config: { ...PUBLIC_ROUTE, rateLimit },
    },
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
    {
      schema: { body: LoginRequestSchema, response: { 200: AuthResponseSchema } },
      config: { ...PUBLIC_ROUTE, rateLimit },
    },
    async (request, reply) => {
      const row = await loginUser({ db: ctx.db, ...request.body, failureLimit: ctx.config.loginFailureLimit });
      // a new token at every login (no session fixation); the old one, if any, ends
      if (request.sessionToken) await deleteSession(ctx.db, request.sessionToken);
      const session = await createSession(ctx.db, row.id);
      setSessionCookie(reply, ctx.config, session.token, session.expiresAt);
      return { user: toUserDto(row) };
    },
  );

  r.post('/api/logout', { schema: { response: { 204: z.null() } }, config: PUBLIC_ROUTE }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(ctx.db, request.sessionToken);
    clearSessionCookie(reply, ctx.config);
    // the confirmation page's form (a navigation) goes home; the app's fetch gets its 204
    if (wantsPage(request)) return reply.redirect('/', 303);
    return reply.code(204).send(null);
  });

  // The spec's helper pages link here: end the session and go home. Only a navigation from our own pages (or the
  // user's typed address) signs out at once; a link or image on another site gets a page with a button that posts
  // the logout (logout-navigation.ts), so nobody is signed out by visiting someone else's page.
  const ownOrigin = appOrigin(ctx.config);
  r.get(
    '/api/logout',
    {
      config: {
        ...PUBLIC_ROUTE,
        docs: {
          summary: 'Sign out from a link (redirects home)',
          responses: {
            200: {
              description: 'A page asking to confirm, for a link followed from another site',
              content: { 'text/html': z.string() },
            },
          },
        },
      },
    },
    async (request, reply) => {
      if (request.sessionToken && !isOwnNavigation(request, ownOrigin))
        return reply.type('text/html; charset=utf-8').send(LOGOUT_CONFIRM_PAGE);
      if (request.sessionToken) await deleteSession(ctx.db, request.sessionToken);
      clearSessionCookie(reply, ctx.config);
      return reply.redirect('/');
    },
  );

  r.get('/api/auth/user', { schema: { response: { 200: UserSchema } } }, async (request) =>
    toUserDto(requireUser(request)),
  );

  // the web's session check: signed out is an answer, not an error (every visitor page asks)
  r.get(
    '/api/auth/session',
    { config: { ...PUBLIC_ROUTE }, schema: { response: { 200: SessionSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.user ? toUserDto(request.user) : null };
    },
  );

  r.put(
    '/api/auth/profile',
    { schema: { body: ProfileUpdateSchema, response: { 200: UserSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { email, currentPassword, ...profile } = request.body;
      // a different email needs the password (change-email.ts); the same one is no change
      if (email) await changeEmail({ ctx, user, email, currentPassword });
      const row = await updateProfile({ db: ctx.db, userId: user.id, input: profile });
      await emit(ctx, 'profileUpdated', row.id);
      return toUserDto(row);
    },
  );

  r.put(
    '/api/auth/email',
    { schema: { body: EmailChangeRequestSchema, response: { 200: UserSchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await changeEmail({ ctx, user, ...request.body });
      await emit(ctx, 'profileUpdated', row.id);
      return toUserDto(row);
    },
  );

  r.post(
    '/api/auth/password',
    { schema: { body: PasswordChangeRequestSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = requireUser(request);
      await changePassword({ ctx, user, ...request.body });
      // every session ended with the old password; this device carries on with a new one
      const session = await createSession(ctx.db, user.id);
      setSessionCookie(reply, ctx.config, session.token, session.expiresAt);
      return reply.code(204).send(null);
    },
  );

  r.post('/api/auth/sign-out-everywhere', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const user = requireUser(request);
    await deleteUserSessions(ctx.db, user.id);
    clearSessionCookie(reply, ctx.config);
    return reply.code(204).send(null);
  });

  r.post(
    '/api/auth/password-reset',
    {
      schema: { body: PasswordResetRequestSchema, response: { 202: PasswordResetRequestedSchema } },
      config: { ...PUBLIC_ROUTE, rateLimit },
    },
    async (request, reply) => {
      await requestPasswordReset({ ctx, email: request.body.email });
      return reply.code(202).send({ message: RESET_REQUESTED });
    },
  );

  r.post(
    '/api/auth/password-reset/confirm',
    {
      schema: { body: PasswordResetConfirmSchema, response: { 204: z.null() } },
      config: { ...PUBLIC_ROUTE, rateLimit },
    },
    async (request, reply) => {
      await resetPassword({ ctx, ...request.body });
      // whoever was signed in on this browser is signed out too: the new password opens the account
      if (request.sessionToken) await deleteSession(ctx.db, request.sessionToken);
      clearSessionCookie(reply, ctx.config);
      return reply.code(204).send(null);
    },
  );
};
