import { BellOff, CheckCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Notification } from '@/contracts/account';
import { countUnread, useNotifications } from '../api/notification-queries';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/notification-mutations';
import { NotificationItem } from './notification-item';

const TABS = [
  { value: 'all', label: 'All', empty: 'No notifications', detail: "You'll see updates about your reports here." },
  { value: 'unread', label: 'Unread', empty: "You're all caught up! No unread notifications.", detail: '' },
  { value: 'report', label: 'Reports', empty: 'No report notifications', detail: '' },
  { value: 'contractor', label: 'Contractors', empty: 'No contractor notifications', detail: '' },
  { value: 'system', label: 'System', empty: 'No system notifications', detail: '' },
  { value: 'account', label: 'Account', empty: 'No account notifications', detail: '' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const inTab = (tab: TabValue) => (n: Notification) =>
  tab === 'all' ? true : tab === 'unread' ? !n.read : n.category === tab;

/** Re-render every minute so "5 minutes ago" stays true while the page is open. */
const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

/** /notifications: stored on the server, created where each event happens. */
export const NotificationsPage = () => {
  const { data, isPending, isError } = useNotifications();
  const [tab, setTab] = useState<TabValue>('all');
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const now = useNow();
  const items = Array.isArray(data) ? data : [];
  const unread = countUnread(items);
  const shown = items.filter(inTab(tab));
  const current = TABS.find((t) => t.value === tab) ?? TABS[0];

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title="Notifications"
        description={unread > 0 ? `${unread} unread` : 'Updates about your reports, contractors and account.'}
        actions={
          <Button variant="outline" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
            <CheckCheck aria-hidden="true" />
            Mark all read
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={(v) => setTab(v as TabValue)}>
        <div>
          {/* wraps on a phone instead of scrolling, so every tab (Account included) is in view */}
          <TabsList aria-label="Filter notifications" className="h-auto w-full flex-wrap justify-start sm:w-fit">
            {TABS.map((t) => {
              const count = t.value === 'unread' ? unread : 0;
              return (
                <TabsTrigger key={t.value} value={t.value} className="px-3 sm:px-4">
                  {t.label}
                  {count > 0 && (
                    <span className="rounded-full bg-primary px-1.5 text-[11px] leading-5 text-primary-foreground">
                      {count}
                    </span>
                  )}
                </TabsTrigger>
              );
            })}
          </TabsList>
        </div>
        <TabsContent value={tab}>
          <Card className="overflow-hidden">
            {isPending ? (
              <div className="grid gap-4 p-5" role="status" aria-busy="true" aria-label="Loading notifications">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-20" />
                ))}
              </div>
            ) : isError ? (
              <p role="alert" className="p-8 text-center text-destructive">
                Your notifications could not be loaded. Please try again in a moment.
              </p>
            ) : shown.length === 0 ? (
              <div className="grid justify-items-center gap-3 p-12 text-center">
                <span className="flex size-12 items-center justify-center rounded-full bg-muted">
                  <BellOff className="size-6 text-muted-foreground" aria-hidden="true" />
                </span>
                <p className="font-medium">{current.empty}</p>
                {current.detail && <p className="text-sm text-muted-foreground">{current.detail}</p>}
              </div>
            ) : (
              <ul className="divide-y" aria-label={`${current.label} notifications`}>
                {shown.map((n) => (
                  <NotificationItem
                    key={n.id}
                    notification={n}
                    now={now}
                    onMarkRead={(id) => markRead.mutate(id)}
                    onDelete={(id) => remove.mutate(id)}
                  />
                ))}
              </ul>
            )}
          </Card>
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
};
