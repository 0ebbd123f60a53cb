import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

// A side drawer: Radix Dialog (focus trap, Escape, aria-modal) sliding in from the left.

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;

export const SheetContent = ({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) => (
  <DialogPrimitive.Portal>
    <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
    <DialogPrimitive.Content
      data-slot="sheet-content"
      className={cn(
        'fixed inset-y-0 left-0 z-50 flex h-full w-[85%] max-w-xs flex-col gap-4 border-r bg-popover text-popover-foreground shadow-xl outline-none data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left',
        className,
      )}
      {...props}
    >
      {children}
      <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        <X className="size-5" aria-hidden="true" />
        <span className="sr-only">Close menu</span>
      </DialogPrimitive.Close>
    </DialogPrimitive.Content>
  </DialogPrimitive.Portal>
);

export const SheetHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div data-slot="sheet-header" className={cn('flex flex-col gap-1 p-5 pr-12', className)} {...props} />
);

export const SheetTitle = ({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) => (
  <DialogPrimitive.Title data-slot="sheet-title" className={cn('text-lg font-semibold', className)} {...props} />
);

export const SheetDescription = ({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) => (
  <DialogPrimitive.Description
    data-slot="sheet-description"
    className={cn('text-sm text-muted-foreground', className)}
    {...props}
  />
);
