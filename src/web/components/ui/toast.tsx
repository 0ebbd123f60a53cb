import * as ToastPrimitive from '@radix-ui/react-toast';
import { type VariantProps, cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

export const ToastProvider = ToastPrimitive.Provider;

export const ToastViewport = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) => (
  <ToastPrimitive.Viewport
    className={cn(
      'fixed right-0 bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:right-4 sm:bottom-4 sm:max-w-[420px] sm:p-0',
      className,
    )}
    {...props}
  />
);

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg transition-all data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-border bg-popover text-popover-foreground',
        success: 'border-success/30 bg-popover text-popover-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export const Toast = ({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) => (
  <ToastPrimitive.Root
    data-slot="toast"
    data-variant={variant ?? 'default'}
    className={cn(toastVariants({ variant }), className)}
    {...props}
  />
);

export const ToastTitle = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) => (
  <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />
);

export const ToastDescription = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) => (
  <ToastPrimitive.Description className={cn('text-sm', className)} {...props} />
);

export const ToastClose = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) => (
  <ToastPrimitive.Close
    aria-label="Close"
    className={cn(
      'absolute top-3 right-3 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none group-data-[variant=destructive]:focus-visible:ring-destructive-foreground',
      className,
    )}
    {...props}
  >
    <X className="size-4" aria-hidden="true" />
  </ToastPrimitive.Close>
);
