import type { OutboxEmail } from '@/contracts/admin';
import { Badge } from '@/web/components/ui/badge';
import { formatDateTime } from '@/web/lib/format';
import { useAdminEmails } from '../api/get-admin-emails';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-reports';
import { useSearchPaging } from '../hooks/use-search-paging';
import { AdminPagination } from './admin-pagination';
import { AdminTable, TableState, Td, Th, Tr } from './admin-table';
import { SearchField } from './search-field';

const COLUMNS = 3;

const STATUS_VARIANT: Record<string, 'success' | 'warning' | 'destructive' | 'secondary'> = {
  stored: 'secondary',
  sending: 'warning',
  sent: 'success',
  failed: 'destructive',
};

const EmailStatus = ({ email }: { email: OutboxEmail }) => (
  <div className="space-y-1">
    <Badge variant={STATUS_VARIANT[email.status] ?? 'secondary'}>{email.status}</Badge>
    <span className="block text-xs text-muted-foreground">{email.provider}</span>
    {email.error && <span className="block text-xs text-destructive">{email.error}</span>}
  </div>
);

/** Emails to users (the outbox provider stores them here unsent; reset links show outside production only). */
export const EmailOutbox = () => {
  const { search, page, setPage, onSearch } = useSearchPaging();
  const emails = useAdminEmails(search, page);
  const rows = emails.data?.rows ?? [];

  return (
    <div className="space-y-4">
      <SearchField
        id="admin-email-search"
        label="Search emails"
        placeholder="Search by address, subject or username"
        onSearch={onSearch}
      />
      <AdminTable aria-label="Emails" aria-busy={emails.isFetching || undefined}>
        <thead>
          <tr>
            <Th>To</Th>
            <Th>Email</Th>
            <Th className="hidden sm:table-cell">Status</Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 || emails.isError ? (
            <TableState
              columns={COLUMNS}
              loading={emails.isPending}
              error={emails.error}
              empty={search ? `No emails match “${search}”.` : 'No emails yet.'}
            />
          ) : (
            rows.map((email) => (
              <Tr key={email.id}>
                <Td className="min-w-[8rem]">
                  <span className="block font-medium break-all">{email.to}</span>
                  <span className="block text-xs text-muted-foreground">{email.username ?? 'Deleted account'}</span>
                  <time className="block text-xs text-muted-foreground" dateTime={email.createdAt}>
                    {formatDateTime(email.createdAt)}
                  </time>
                  <div className="mt-2 sm:hidden">
                    <EmailStatus email={email} />
                  </div>
                </Td>
                <Td className="sm:min-w-[16rem]">
                  <span className="block font-medium">{email.subject}</span>
                  <p className="mt-1 text-sm break-words whitespace-pre-line">{email.body}</p>
                </Td>
                <Td className="hidden sm:table-cell">
                  <EmailStatus email={email} />
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <AdminPagination
        label="Email pages"
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={emails.data?.total ?? 0}
        onPageChange={setPage}
      />
    </div>
  );
};
