import { Bell, CreditCard, FileText, House, type LucideIcon, Settings, ShieldCheck, Users } from 'lucide-react';

export interface NavLink {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** The signed-in navigation of platform §2, in order. */
export const NAV_LINKS: NavLink[] = [
  { href: '/', label: 'Home', icon: House },
  { href: '/reports', label: 'Reports', icon: FileText },
  { href: '/contractors', label: 'Contractors', icon: Users },
  { href: '/credits', label: 'Credits', icon: CreditCard },
  { href: '/notifications', label: 'Notifications', icon: Bell },
  { href: '/settings', label: 'Settings', icon: Settings },
];

/** Admins also get a link to the admin pages (the server checks the role; this only saves typing the URL). */
export const navLinksFor = (role: string | undefined): NavLink[] =>
  role === 'admin' ? [...NAV_LINKS, { href: '/admin/reports', label: 'Admin', icon: ShieldCheck }] : NAV_LINKS;

/** Home is active only on /; every other link also on its sub-pages (/reports/12 → Reports). */
export const isActiveLink = (href: string, location: string): boolean =>
  href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
