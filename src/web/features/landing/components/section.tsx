import type { ReactNode } from 'react';
import { cn } from '@/web/lib/utils';

/** One landing section: an anchor, an eyebrow, a heading (h2) and a lead paragraph above its content. */
export const Section = ({
  id,
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) => (
  <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-20 py-16 sm:py-24', className)}>
    <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
      <div className="mx-auto mb-12 max-w-2xl text-center">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
        <h2 id={`${id}-title`} className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        {lead && <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p>}
      </div>
      {children}
    </div>
  </section>
);
