import type { AdminListQuerySchema } from '@/contracts/admin';
import type { z } from 'zod';

export type AdminListInput = z.output<typeof AdminListQuerySchema>;

/** `%text%` for ILIKE, with the pattern characters of the search text taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const pageOffset = ({ page, pageSize }: Pick<AdminListInput, 'page' | 'pageSize'>): number =>
  (page - 1) * pageSize;
