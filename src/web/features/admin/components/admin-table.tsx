import type { ComponentProps, ReactNode } from 'react';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/utils';
import { adminErrorText } from '../utils/admin-errors';

// One table style for the admin lists: a plain semantic table that scrolls sideways on a phone, with the less
// important columns hidden there (`hidden sm:table-cell`).

// `relative`: the sr-only labels inside are positioned against the scroller, so they never widen the page.
export const AdminTable = ({ className, ...props }: ComponentProps<'table'>) => (
  <div className="relative overflow-x-auto rounded-xl border bg-card">
    <table className={cn('w-full text-left text-sm', className)} {...props} />
  </div>
);

export const Th = ({ className, ...props }: ComponentProps<'th'>) => (
  <th
    scope="col"
    className={cn('border-b bg-muted/50 px-3 py-2.5 text-xs font-medium text-muted-foreground sm:px-4', className)}
    {...props}
  />
);

export const Td = ({ className, ...props }: ComponentProps<'td'>) => (
  <td className={cn('border-b px-3 py-3 align-top group-last:border-b-0 sm:px-4', className)} {...props} />
);

export const Tr = ({ className, ...props }: ComponentProps<'tr'>) => (
  <tr className={cn('group transition-colors hover:bg-muted/30', className)} {...props} />
);

/** Loading rows, the error (status plus text) or the empty message, in place of the table body. */
export const TableState = ({
  columns,
  loading,
  error,
  empty,
}: {
  columns: number;
  loading: boolean;
  error: unknown;
  empty: ReactNode;
}) => {
  if (loading)
    return (
      <>
        {[0, 1, 2, 3].map((i) => (
          <tr key={i}>
            <td colSpan={columns} className="px-4 py-3">
              <Skeleton className="h-9 w-full" />
            </td>
          </tr>
        ))}
      </>
    );
  return (
    <tr>
      <td
        colSpan={columns}
        className={cn('px-4 py-10 text-center', error ? 'text-destructive' : 'text-muted-foreground')}
      >
        {error ? <span role="alert">{adminErrorText(error) ?? 'Unable to load data'}</span> : empty}
      </td>
    </tr>
  );
};
