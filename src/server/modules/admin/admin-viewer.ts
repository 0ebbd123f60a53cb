import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { requireAdmin } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';

/**
 * Who operations see when automation calls with `Bearer ADMIN_API_TOKEN`: an admin that owns no row (id 0 matches no
 * user), so owner checks treat every report as "an admin's view of someone else's".
 */
const TOKEN_VIEWER: SessionUser = {
  id: 0,
  username: 'admin-api-token',
  email: '',
  passwordHash: '',
  firstName: null,
  lastName: null,
  phone: null,
  address: null,
  company: null,
  role: 'admin',
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

/**
 * requireAdmin (401 signed out, 403 others or a wrong token), then the admin acting: the session's admin, or the
 * token (also when the right token comes with a normal user's cookie: the token is what granted access).
 */
export const requireAdminViewer = (request: FastifyRequest, config: Config): SessionUser => {
  const { user } = requireAdmin(request, config);
  return user?.role === 'admin' ? user : TOKEN_VIEWER;
};
