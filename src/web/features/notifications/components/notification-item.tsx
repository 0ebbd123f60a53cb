import { Check, CircleCheck, CircleX, Info, Trash2, TriangleAlert } from 'lucide-react';
import { useLocation } from 'wouter';
import type { Notification } from '@/contracts/account';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { formatNotificationAge } from '../utils/notification-age';

const TYPE_ICON = {
  success: { icon: CircleCheck, className: 'text-success bg-success/10' },
  warning: { icon: TriangleAlert, className: 'text-warning-foreground bg-warning/20 dark:text-warning' },
  error: { icon: CircleX, className: 'text-destructive bg-destructive/10' },
  info: { icon: Info, className: 'text-primary bg-primary/10' },
} as const;

const CATEGORY_LABEL: Record<Notification['category'], string> = {
  report: 'Report',
  contractor: 'Contractor',
  system: 'System',
  account: 'Account',
};

export const NotificationItem = ({
  notification: n,
  now,
  onMarkRead,
  onDelete,
}: {
  notification: Notification;
  now: number;
  onMarkRead: (id: number) => void;
  onDelete: (id: number) => void;
}) => {
  const [, navigate] = useLocation();
  const { icon: Icon, className } = TYPE_ICON[n.type];
  return (
    <li
      aria-labelledby={`notification-${n.id}-title`}
      className={cn('flex gap-4 p-4 sm:p-5', !n.read && 'bg-primary/[0.04]')}
      data-read={n.read}
    >
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', className)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 id={`notification-${n.id}-title`} className={cn('font-medium', !n.read && 'font-semibold')}>
            {n.title}
          </h2>
          {!n.read && <span className="size-2 rounded-full bg-primary" aria-label="Unread" role="img" />}
          <Badge variant="secondary" className="font-normal">
            {CATEGORY_LABEL[n.category]}
          </Badge>
        </div>
        <p className="mt-1 text-sm break-words text-muted-foreground">{n.message}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <time dateTime={n.timestamp} className="mr-2 text-xs text-muted-foreground">
            {formatNotificationAge(n.timestamp, now)}
          </time>
          {n.actionUrl && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                if (!n.read) onMarkRead(n.id);
                navigate(n.actionUrl as string);
              }}
            >
              View Details
            </Button>
          )}
          {!n.read && (
            <Button size="sm" variant="ghost" onClick={() => onMarkRead(n.id)}>
              <Check aria-hidden="true" />
              Mark read
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-muted-foreground hover:text-destructive"
            aria-label={`Delete notification: ${n.title}`}
            onClick={() => onDelete(n.id)}
          >
            <Trash2 aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Delete</span>
          </Button>
        </div>
      </div>
    </li>
  );
};
