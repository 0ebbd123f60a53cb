import { Calculator, LayoutDashboard, MessageSquareText } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cn } from '@/web/lib/utils';

const LINKS = [
  { href: '/admin/reports', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/admin/messages', label: 'Outbox', icon: MessageSquareText },
  { href: '/admin/bni-test', label: 'Cost Match Test', icon: Calculator },
] as const;

/** Links between the admin pages (the app's navigation bar is for every user and does not list them). */
export const AdminNav = () => {
  const [location] = useLocation();
  return (
    <nav aria-label="Admin" className="mb-6 -mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
      {LINKS.map(({ href, label, icon: Icon }) => {
        const current = location === href;
        // a report's page belongs to the dashboard
        const active = current || (href === '/admin/reports' && location.startsWith('/admin/reports/'));
        return (
          <Link
            key={href}
            href={href}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'inline-flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors',
              active ? 'bg-primary/10 text-primary' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </Link>
        );
      })}
    </nav>
  );
};
