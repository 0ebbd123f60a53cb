import { Eye } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { formatDate, formatUsdRange } from '@/web/lib/format';
import { ADMIN_PAGE_SIZE, useAdminReports } from '../api/get-admin-reports';
import { AdminPagination } from './admin-pagination';
import { AdminTable, TableState, Td, Th, Tr } from './admin-table';
import { RetryReportButton } from './retry-report-button';
import { SearchField } from './search-field';
import { ReportStatusBadge } from './status-badge';
import { useSearchPaging } from '../hooks/use-search-paging';

const COLUMNS = 6;

/** Every user's reports: search by file, username or email; open one in full; re-run its analysis. */
export const ReportsTab = () => {
  const { search, page, setPage, onSearch } = useSearchPaging();
  const reports = useAdminReports(search, page);
  const rows = reports.data?.rows ?? [];

  return (
    <div className="space-y-4">
      <SearchField
        id="admin-report-search"
        label="Search reports"
        placeholder="Search by file name, username or email"
        onSearch={onSearch}
      />
      <AdminTable aria-label="Reports" aria-busy={reports.isFetching || undefined}>
        <thead>
          <tr>
            <Th>Report</Th>
            <Th className="hidden sm:table-cell">User</Th>
            <Th className="hidden sm:table-cell">Status</Th>
            <Th className="hidden text-right md:table-cell">Findings</Th>
            <Th className="hidden text-right md:table-cell">Estimate</Th>
            <Th className="text-right">
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 || reports.isError ? (
            <TableState
              columns={COLUMNS}
              loading={reports.isPending}
              error={reports.error}
              empty={search ? `No reports match “${search}”.` : 'No reports yet.'}
            />
          ) : (
            rows.map((row) => (
              <Tr key={row.id}>
                <Td className="max-w-[13rem] sm:max-w-xs">
                  <Link
                    href={`/admin/reports/${row.id}`}
                    className="block truncate font-medium text-foreground hover:text-primary hover:underline"
                    title={row.filename}
                  >
                    {row.filename}
                  </Link>
                  <span className="block text-xs text-muted-foreground">
                    #{row.id} · <time dateTime={row.uploaded_at}>{formatDate(row.uploaded_at)}</time>
                    <span className="sm:hidden"> · {row.username}</span>
                  </span>
                  <span className="mt-1 block sm:hidden">
                    <ReportStatusBadge status={row.status} />
                  </span>
                </Td>
                <Td className="hidden max-w-[14rem] sm:table-cell">
                  <span className="block truncate font-medium">{row.username}</span>
                  <span className="block truncate text-xs text-muted-foreground">{row.email}</span>
                </Td>
                <Td className="hidden sm:table-cell">
                  <ReportStatusBadge status={row.status} />
                </Td>
                <Td className="hidden text-right tabular-nums md:table-cell">{row.deficiency_count}</Td>
                <Td className="hidden text-right tabular-nums md:table-cell">
                  {row.cost_max > 0 ? formatUsdRange(row.cost_min, row.cost_max) : '—'}
                </Td>
                <Td>
                  <div className="flex justify-end gap-2">
                    <Button variant="ghost" size="sm" asChild>
                      <Link href={`/admin/reports/${row.id}`} aria-label={`View report ${row.id}`}>
                        <Eye aria-hidden="true" />
                        <span className="hidden lg:inline">View</span>
                      </Link>
                    </Button>
                    <RetryReportButton reportId={row.id} status={row.status} compact />
                  </div>
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <AdminPagination
        label="Reports pages"
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={reports.data?.total ?? 0}
        onPageChange={setPage}
      />
    </div>
  );
};
