import { LoaderCircle, LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { BrandLogo } from '@/web/components/brand-logo';
import { UnreadBadge } from '@/web/features/notifications/components/unread-badge';
import { Button } from '@/web/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/web/components/ui/sheet';
import { useLogout } from '@/web/features/auth/api/logout';
import { useUser } from '@/web/lib/auth';
import { cn } from '@/web/lib/utils';
import { isActiveLink, navLinksFor } from './nav-links';

/** The small-screen navigation: a drawer from the left (platform §2). */
export const NavDrawer = () => {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const { user } = useUser();
  const logoutMutation = useLogout();
  const loggingOut = logoutMutation.isPending || logoutMutation.isSuccess;

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="-ml-2" aria-label="Open navigation menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetHeader className="border-b">
          <BrandLogo className="mb-3" />
          <SheetTitle>Navigation Menu</SheetTitle>
          <SheetDescription>Access all app features</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3">
          <ul className="grid gap-1">
            {navLinksFor(user?.role).map(({ href, label, icon: Icon }) => {
              const active = isActiveLink(href, location);
              return (
                <li key={href}>
                  <Link
                    href={href}
                    onClick={() => setOpen(false)}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2.5 text-[15px] font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                      active ? 'bg-primary/10 text-primary' : 'text-foreground/80',
                    )}
                  >
                    <Icon className="size-5" aria-hidden="true" />
                    {label}
                    {href === '/notifications' && <UnreadBadge className="ml-auto" />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="border-t p-4">
          <Button
            variant="outline"
            className="w-full justify-center"
            disabled={loggingOut}
            onClick={() => logoutMutation.mutate()}
          >
            {loggingOut ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
            {loggingOut ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
};
