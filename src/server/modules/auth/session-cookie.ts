import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { SESSION_COOKIE } from './sessions';

export const setSessionCookie = (reply: FastifyReply, config: Config, token: string, expiresAt: Date): void => {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    expires: expiresAt,
  });
};

export const clearSessionCookie = (reply: FastifyReply, config: Config): void => {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' });
};
