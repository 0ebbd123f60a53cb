import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { BrandLogo } from '@/web/components/brand-logo';
import { UnreadBadge } from '@/web/features/notifications/components/unread-badge';
import { useSettingsTheme } from '@/web/features/settings/api/settings-queries';
import { useUser } from '@/web/lib/auth';
import { cn } from '@/web/lib/utils';
import { isActiveLink, navLinksFor } from './nav-links';
import { NavDrawer } from './nav-drawer';

/** Signed-in top bar: the full navigation on large screens, the drawer button below that. */
export const AppHeader = () => {
  const [location] = useLocation();
  const { user } = useUser();
  useSettingsTheme();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <div className="lg:hidden">
          <NavDrawer />
        </div>
        <Link href="/" aria-label="Punchlist home" className="rounded-md">
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinksFor(user?.role).map(({ href, label, icon: Icon }) => {
              const active = isActiveLink(href, location);
              return (
                <li key={href}>
                  <Link
                    href={href}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                      active
                        ? 'bg-primary/10 text-primary hover:bg-primary/10 hover:text-primary'
                        : 'text-muted-foreground',
                    )}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {label}
                    {href === '/notifications' && <UnreadBadge />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <Link
          href="/logout"
          className="ml-auto hidden items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground lg:flex"
        >
          <LogOut className="size-4" aria-hidden="true" />
          Logout
        </Link>
      </div>
    </header>
  );
};
