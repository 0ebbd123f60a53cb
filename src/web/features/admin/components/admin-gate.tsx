import type { ReactNode } from 'react';
import { useUser } from '@/web/lib/auth';
import { AdminForbidden } from './admin-forbidden';

/**
 * Admin pages render only for a user with the admin role; everyone else signed in gets the 403 page. The server
 * checks the role on every admin call as well: this only spares non-admins a page of failing requests.
 */
export const AdminGate = ({ children }: { children: ReactNode }) => {
  const { user, isPending } = useUser();
  // the router waits for the session before it renders a page; this covers a page rendered on its own
  if (isPending) return null;
  if (user?.role !== 'admin') return <AdminForbidden />;
  return <>{children}</>;
};
