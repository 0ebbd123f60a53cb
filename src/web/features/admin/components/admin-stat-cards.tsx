import { CircleCheck, CircleX, Coins, FileText, MessageSquareText, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminStats } from '@/contracts/admin';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { adminErrorText } from '../utils/admin-errors';

const CARDS: { key: keyof AdminStats; label: string; icon: ReactNode }[] = [
  { key: 'users', label: 'Users', icon: <Users aria-hidden="true" /> },
  { key: 'reports', label: 'Reports', icon: <FileText aria-hidden="true" /> },
  { key: 'completed', label: 'Completed', icon: <CircleCheck aria-hidden="true" /> },
  { key: 'failed', label: 'Failed', icon: <CircleX aria-hidden="true" /> },
  { key: 'creditsSold', label: 'Credits sold', icon: <Coins aria-hidden="true" /> },
  { key: 'messagesSent', label: 'Messages sent', icon: <MessageSquareText aria-hidden="true" /> },
];

/** The stat cards of the admin list page (GET /api/admin/stats). */
export const AdminStatCards = ({
  stats,
  loading,
  error,
}: {
  stats: AdminStats | undefined;
  loading: boolean;
  error: unknown;
}) => (
  <section aria-label="Statistics" className="space-y-2">
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {CARDS.map(({ key, label, icon }) => (
        <Card key={key}>
          <CardContent className="flex flex-col gap-2 p-4">
            <span className="flex items-center gap-2 text-sm text-muted-foreground [&_svg]:size-4">
              {icon}
              {label}
            </span>
            {loading ? (
              <Skeleton className="h-8 w-16" />
            ) : (
              <span className="text-2xl font-semibold tracking-tight tabular-nums" data-testid={`stat-${key}`}>
                {stats ? stats[key].toLocaleString('en-US') : '—'}
              </span>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
    {error !== null && !loading && (
      <p className="text-sm text-destructive" role="alert">
        Statistics could not be loaded: {adminErrorText(error) ?? 'Unknown error'}
      </p>
    )}
  </section>
);
