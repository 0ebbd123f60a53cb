import { CircleExclamationPoint, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, showPendingToast, useToast } from './use-toast';

const DEFAULT_DURATION_MS = 5000;
// error toasts carry a message the user may need to read in full
const DESTRUCTIVE_DURATION_MS = 8000;

/** Renders the toast store; mounted once by the app providers. */
export const Toaster = () => {
  const { toasts } = useToast();

  useEffect(() => {
    showPendingToast();
  }, []);

  return (
    <ToastProvider swipeDirection="right">
      {toasts.map(({ id, title, description, variant, duration, action, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          duration={duration ?? (variant === 'destructive' ? DESTRUCTIVE_DURATION_MS : DEFAULT_DURATION_MS)}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          {variant === 'destructive' ? (
            <CircleExclamationPoint className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          ) : variant === 'success' ? (
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          ) : null}
          <div className="grid min-w-0 gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
};
