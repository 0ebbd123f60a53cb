import { cn } from '@/web/lib/utils';
import { useUnreadCount } from '../api/notification-queries';

/** The unread count next to "Notifications" in the navigation; nothing when all are read. */
export const UnreadBadge = ({ className }: { className?: string }) => {
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <span
      data-testid="unread-count"
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] leading-5 font-semibold text-primary-foreground tabular-nums',
        className,
      )}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{`(${count} unread)`}</span>
    </span>
  );
};
