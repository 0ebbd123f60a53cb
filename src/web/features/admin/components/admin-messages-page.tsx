import { Link } from 'wouter';
import type { OutboxMessage } from '@/contracts/contractors';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Badge } from '@/web/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { formatDateTime } from '@/web/lib/format';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-reports';
import { useAdminMessages } from '../api/get-admin-messages';
import { AdminGate } from './admin-gate';
import { AdminNav } from './admin-nav';
import { AdminPagination } from './admin-pagination';
import { AdminTable, TableState, Td, Th, Tr } from './admin-table';
import { EmailOutbox } from './email-outbox';
import { SearchField } from './search-field';
import { useSearchPaging } from '../hooks/use-search-paging';

const COLUMNS = 4;

const STATUS_VARIANT: Record<string, 'success' | 'warning' | 'destructive' | 'secondary'> = {
  stored: 'secondary',
  queued: 'warning',
  sent: 'success',
  delivered: 'success',
  failed: 'destructive',
  undelivered: 'destructive',
};

const MessageStatus = ({ message }: { message: OutboxMessage }) => (
  <div className="space-y-1">
    <Badge variant={STATUS_VARIANT[message.status] ?? 'secondary'}>{message.status}</Badge>
    <span className="block text-xs text-muted-foreground">{message.provider}</span>
    {message.error && <span className="block text-xs text-destructive">{message.error}</span>}
  </div>
);

const Outbox = () => {
  const { search, page, setPage, onSearch } = useSearchPaging();
  const messages = useAdminMessages(search, page);
  const rows = messages.data?.rows ?? [];

  return (
    <div className="space-y-4">
      <SearchField
        id="admin-message-search"
        label="Search messages"
        placeholder="Search by contractor, phone number or sender"
        onSearch={onSearch}
      />
      <AdminTable aria-label="Messages" aria-busy={messages.isFetching || undefined}>
        <thead>
          <tr>
            <Th>To</Th>
            <Th className="hidden md:table-cell">From</Th>
            <Th>Message</Th>
            <Th className="hidden sm:table-cell">Status</Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 || messages.isError ? (
            <TableState
              columns={COLUMNS}
              loading={messages.isPending}
              error={messages.error}
              empty={search ? `No messages match “${search}”.` : 'No messages yet.'}
            />
          ) : (
            rows.map((message) => (
              <Tr key={message.id}>
                <Td className="min-w-[8rem]">
                  <span className="block font-medium">{message.contractorName}</span>
                  <span className="block text-xs text-muted-foreground tabular-nums">{message.to}</span>
                  <time className="block text-xs text-muted-foreground" dateTime={message.createdAt}>
                    {formatDateTime(message.createdAt)}
                  </time>
                  <div className="mt-2 sm:hidden">
                    <MessageStatus message={message} />
                  </div>
                </Td>
                <Td className="hidden md:table-cell">
                  <span className="block">{message.username ?? 'Deleted account'}</span>
                  {message.reportId !== null && (
                    <Link href={`/admin/reports/${message.reportId}`} className="text-xs text-primary hover:underline">
                      Report #{message.reportId}
                    </Link>
                  )}
                </Td>
                <Td className="sm:min-w-[14rem]">
                  <p className="text-sm whitespace-pre-line">{message.body}</p>
                </Td>
                <Td className="hidden sm:table-cell">
                  <MessageStatus message={message} />
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <AdminPagination
        label="Message pages"
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={messages.data?.total ?? 0}
        onPageChange={setPage}
      />
    </div>
  );
};

/**
 * /admin/messages: every SMS to a contractor and every email to a user, newest first (with the outbox providers,
 * nothing is really sent: this page is where they can be read).
 */
export const AdminMessagesPage = () => (
  <AdminGate>
    <PageContainer>
      <AdminNav />
      <PageHeader
        title="Outbox"
        description="Every message to a contractor and every email to a user, newest first. With the outbox providers they are stored here and not sent."
      />
      <Tabs defaultValue="sms">
        <TabsList>
          <TabsTrigger value="sms">SMS</TabsTrigger>
          <TabsTrigger value="email">Email</TabsTrigger>
        </TabsList>
        <TabsContent value="sms">
          <Outbox />
        </TabsContent>
        <TabsContent value="email">
          <EmailOutbox />
        </TabsContent>
      </Tabs>
    </PageContainer>
  </AdminGate>
);
