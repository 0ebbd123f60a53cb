import { Gift } from 'lucide-react';
import { useState } from 'react';
import type { AdminUserList } from '@/contracts/admin';
import { Button } from '@/web/components/ui/button';
import { formatDate, pluralize } from '@/web/lib/format';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-reports';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminPagination } from './admin-pagination';
import { AdminTable, TableState, Td, Th, Tr } from './admin-table';
import { GrantCreditsDialog } from './grant-credits-dialog';
import { SearchField } from './search-field';
import { useSearchPaging } from '../hooks/use-search-paging';

const COLUMNS = 6;

const fullName = (row: AdminUserList['rows'][number]) => [row.firstName, row.lastName].filter(Boolean).join(' ');

/** Every account with its report count and credit balance; grant credits from here. */
export const UsersTab = () => {
  const { search, page, setPage, onSearch } = useSearchPaging();
  const [granting, setGranting] = useState<AdminUserList['rows'][number] | null>(null);
  const users = useAdminUsers(search, page);
  const rows = users.data?.rows ?? [];

  return (
    <div className="space-y-4">
      <SearchField
        id="admin-user-search"
        label="Search users"
        placeholder="Search by username, name or email"
        onSearch={onSearch}
      />
      <AdminTable aria-label="Users" aria-busy={users.isFetching || undefined}>
        <thead>
          <tr>
            <Th>User</Th>
            <Th className="hidden sm:table-cell">Email</Th>
            <Th className="hidden text-right sm:table-cell">Reports</Th>
            <Th className="text-right">Credits</Th>
            <Th className="hidden md:table-cell">Joined</Th>
            <Th className="text-right">
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 || users.isError ? (
            <TableState
              columns={COLUMNS}
              loading={users.isPending}
              error={users.error}
              empty={search ? `No users match “${search}”.` : 'No users yet.'}
            />
          ) : (
            rows.map((row) => (
              <Tr key={row.id}>
                <Td className="max-w-[10rem] sm:max-w-xs">
                  <span className="block truncate font-medium">{row.username}</span>
                  <span className="block truncate text-xs text-muted-foreground">{fullName(row) || '—'}</span>
                  <span className="block truncate text-xs text-muted-foreground sm:hidden">
                    {row.email} · {pluralize(row.reportCount, 'report')}
                  </span>
                </Td>
                <Td className="hidden max-w-[16rem] truncate sm:table-cell">{row.email}</Td>
                <Td className="hidden text-right tabular-nums sm:table-cell">{row.reportCount}</Td>
                <Td className="text-right tabular-nums" data-testid={`credits-${row.id}`}>
                  {row.creditBalance}
                </Td>
                <Td className="hidden whitespace-nowrap md:table-cell">
                  <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
                </Td>
                <Td>
                  <div className="flex justify-end">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setGranting(row)}
                      aria-label={`Grant credits to ${row.username}`}
                    >
                      <Gift aria-hidden="true" />
                      <span className="hidden lg:inline">Grant credits</span>
                    </Button>
                  </div>
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <AdminPagination
        label="Users pages"
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={users.data?.total ?? 0}
        onPageChange={setPage}
      />
      <GrantCreditsDialog user={granting} onClose={() => setGranting(null)} />
    </div>
  );
};
