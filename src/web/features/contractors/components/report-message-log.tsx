/**
 * ReportMessageLog — the texts sent to contractors about one report (GET /api/reports/:id/messages): to whom, about
 * which finding, when, and what became of each. Renders nothing until the first text is sent.
 *
 * Props
 *  - reportId: number — a report of the signed-in user's (the route answers its owner only).
 */
import { MessagesSquare } from 'lucide-react';
import type { ReportMessage } from '@/contracts/contractors';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { formatDateTime, pluralize } from '@/web/lib/format';
import { useReportMessages } from '../api/message-contractors';

type Variant = 'success' | 'secondary' | 'destructive' | 'outline';

// the provider's statuses in words; 'stored' is the default outbox provider's (no SMS service is set up)
const STATUS: Record<string, { label: string; variant: Variant }> = {
  delivered: { label: 'Delivered', variant: 'success' },
  sent: { label: 'Sent', variant: 'success' },
  queued: { label: 'Sending', variant: 'secondary' },
  stored: { label: 'Saved, not texted (no SMS service)', variant: 'outline' },
  failed: { label: 'Failed', variant: 'destructive' },
  undelivered: { label: 'Not delivered', variant: 'destructive' },
};

const statusOf = (message: ReportMessage) => STATUS[message.status] ?? { label: message.status, variant: 'outline' };

export const ReportMessageLog = ({ reportId }: { reportId: number }) => {
  const log = useReportMessages(reportId);
  const sent = log.data ?? [];
  if (sent.length === 0) return null;
  return (
    <Card className="mb-6" aria-labelledby={`message-log-${reportId}`}>
      <CardHeader>
        <CardTitle id={`message-log-${reportId}`} className="flex items-center gap-2 text-lg">
          <MessagesSquare className="size-5 text-primary" aria-hidden="true" />
          Messages sent
        </CardTitle>
        <CardDescription>
          {pluralize(sent.length, 'text')} to contractors about this report, newest first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Messages sent">
          {sent.map((message) => {
            const status = statusOf(message);
            return (
              <li key={message.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
                <div className="min-w-0 flex-1 space-y-0.5">
                  <p className="font-medium wrap-anywhere">{message.contractorName}</p>
                  {message.finding && (
                    <p className="line-clamp-2 text-sm text-muted-foreground">About: {message.finding}</p>
                  )}
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                  </p>
                  {message.error && <p className="text-xs text-destructive">{message.error}</p>}
                </div>
                <Badge variant={status.variant}>{status.label}</Badge>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
};
