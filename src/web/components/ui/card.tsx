import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

export const Card = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    data-slot="card"
    className={cn('rounded-xl border bg-card text-card-foreground shadow-sm', className)}
    {...props}
  />
);

export const CardHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div data-slot="card-header" className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />
);

export const CardTitle = ({ className, children, ...props }: ComponentProps<'h3'>) => (
  <h3 data-slot="card-title" className={cn('text-lg leading-tight font-semibold tracking-tight', className)} {...props}>
    {children}
  </h3>
);

export const CardDescription = ({ className, ...props }: ComponentProps<'p'>) => (
  <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
);

export const CardContent = ({ className, ...props }: ComponentProps<'div'>) => (
  <div data-slot="card-content" className={cn('p-6 pt-0', className)} {...props} />
);

export const CardFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div data-slot="card-footer" className={cn('flex items-center p-6 pt-0', className)} {...props} />
);
