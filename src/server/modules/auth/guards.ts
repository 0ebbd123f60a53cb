import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import type { SessionUser } from './sessions';

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

export const requireUser = (request: FastifyRequest): SessionUser => {
  if (!request.user) throw new AppError('unauthorized', SIGN_IN_REQUIRED);
  return request.user;
};

const tokensMatch = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Admin access: a session whose user has the admin role, or `Authorization: Bearer <ADMIN_API_TOKEN>` when that
 * variable is set (automation). Signed out → 401, signed in without the role or a wrong token → 403.
 */
export const requireAdmin = (request: FastifyRequest, config: Config): { user: SessionUser | null } => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const given = header.slice('Bearer '.length).trim();
    if (config.adminApiToken && tokensMatch(given, config.adminApiToken)) return { user: request.user };
    throw new AppError('forbidden', 'Admin access required.');
  }
  if (!request.user) throw new AppError('unauthorized', SIGN_IN_REQUIRED);
  if (request.user.role !== 'admin') throw new AppError('forbidden', 'Admin access required.');
  return { user: request.user };
};

/** Owners reach their own rows; admins reach everyone's. Someone else's row answers 404, never 403. */
export const canAccessOwnedBy = (user: SessionUser, ownerId: number): boolean =>
  user.id === ownerId || user.role === 'admin';
