import { Play, Smartphone } from 'lucide-react';
import { cn } from '@/web/lib/utils';

const STORES = [
  { name: 'App Store', icon: Smartphone },
  { name: 'Google Play', icon: Play },
] as const;

/**
 * App Store and Google Play, marked Coming Soon: not links, because there is nothing to download yet — so they are
 * drawn as muted, dashed placeholders, not as the stores' dark badges that read as buttons.
 */
export const StoreBadges = ({ className }: { className?: string }) => (
  <ul className={cn('flex flex-wrap gap-3', className)} aria-label="Mobile apps">
    {STORES.map(({ name, icon: Icon }) => (
      <li
        key={name}
        aria-label={`${name}: coming soon`}
        data-testid="store-placeholder"
        className="flex min-w-44 cursor-default items-center gap-3 rounded-xl border border-dashed border-border bg-muted/40 px-4 py-2.5 text-muted-foreground"
      >
        <Icon className="size-6" aria-hidden="true" />
        <span className="grid leading-tight" aria-hidden="true">
          <span className="text-base font-medium">{name}</span>
          <span className="text-xs">Coming soon</span>
        </span>
      </li>
    ))}
  </ul>
);
