import { type VariantProps, cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap transition-colors [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'text-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        // tinted badges keep their text in the foreground colour: a status colour on its own tint is under 4.5:1
        // (axe, issue 18); the tint, the border and the label carry the meaning
        success: 'border-success/40 bg-success/15 text-foreground',
        warning: 'border-transparent bg-warning/20 text-warning-foreground dark:text-warning',
        critical: 'border-severity-critical/40 bg-severity-critical/12 text-foreground',
        major: 'border-severity-major/40 bg-severity-major/15 text-foreground',
        minor: 'border-transparent bg-severity-minor/20 text-warning-foreground dark:text-severity-minor',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export const Badge = ({ className, variant, ...props }: BadgeProps) => (
  <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
);
