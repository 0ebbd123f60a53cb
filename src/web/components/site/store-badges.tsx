import { Play, Smartphone } from 'lucide-react';
import { cn } from '@/web/lib/utils';

const STORES = [
  { name: 'App Store', line: 'Download on the', icon: Smartphone },
  { name: 'Google Play', line: 'Get it on', icon: Play },
] as const;

/** App Store and Google Play badges, marked Coming Soon: not links, because there is nothing to download yet. */
export const StoreBadges = ({ className }: { className?: string }) => (
  <ul className={cn('flex flex-wrap gap-3', className)} aria-label="Mobile apps">
    {STORES.map(({ name, line, icon: Icon }) => (
      <li
        key={name}
        aria-label={`${name}: coming soon`}
        className="relative flex min-w-44 items-center gap-3 rounded-xl border border-foreground/15 bg-foreground px-4 py-2.5 text-background opacity-80"
      >
        <Icon className="size-6" aria-hidden="true" />
        <span className="grid leading-tight" aria-hidden="true">
          <span className="text-[11px]">{line}</span>
          <span className="text-base font-semibold">{name}</span>
        </span>
        <span
          aria-hidden="true"
          className="absolute -top-2 -right-2 rounded-full bg-warning px-2 py-0.5 text-[10px] font-semibold tracking-wide text-warning-foreground uppercase"
        >
          Coming Soon
        </span>
      </li>
    ))}
  </ul>
);
