import type { ReactNode } from 'react';
import { cn } from '@/web/lib/utils';

/** A section of the detail panel, with the anchor the in-page navigation scrolls to. */
export const PanelSection = ({
  anchor,
  title,
  icon,
  actions,
  children,
  className,
}: {
  anchor: string;
  title: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) => (
  <section
    id={anchor}
    aria-labelledby={`${anchor}-title`}
    className={cn('scroll-mt-24 rounded-xl border bg-card p-4 shadow-sm outline-none sm:p-6', className)}
  >
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 id={`${anchor}-title`} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        {icon}
        {title}
      </h2>
      {actions}
    </div>
    {children}
  </section>
);
