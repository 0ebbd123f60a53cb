import type { User } from '@/contracts/auth';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** The only way a user row leaves the server: no password hash, ever. */
export const toUserDto = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  address: row.address,
  company: row.company,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});
