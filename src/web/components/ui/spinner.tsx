import { LoaderCircle } from 'lucide-react';
import { cn } from '@/web/lib/utils';

export const Spinner = ({ className, label }: { className?: string; label?: string }) => (
  <span role="status" className="inline-flex items-center gap-2">
    <LoaderCircle className={cn('size-5 animate-spin text-primary', className)} aria-hidden="true" />
    <span className={label ? 'text-sm text-muted-foreground' : 'sr-only'}>{label ?? 'Loading…'}</span>
  </span>
);
