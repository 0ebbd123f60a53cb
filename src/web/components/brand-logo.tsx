import { ClipboardCheck } from 'lucide-react';
import { PRODUCT_NAME } from '@/web/lib/site';
import { cn } from '@/web/lib/utils';

/** The product mark and name. Wrap it in a link where it should lead home. */
export const BrandLogo = ({ className, compact = false }: { className?: string; compact?: boolean }) => (
  <span className={cn('inline-flex items-center gap-2.5 font-semibold tracking-tight', className)}>
    <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
      <ClipboardCheck className="size-[18px]" strokeWidth={2.25} aria-hidden="true" />
    </span>
    <span className={cn('text-lg', compact && 'sr-only')}>{PRODUCT_NAME}</span>
  </span>
);
