import type { ReactNode } from 'react';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/utils';

/** What a field hands its control: the id its label names, and the error it is described by (when there is one). */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A form field: its label, the control (`children` gets the props that tie it to the label and the error) and the
 * error under it. Forms show their own messages (noValidate), so the error is what a screen reader hears too.
 */
export const Field = ({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) => (
  <div className={cn('grid gap-1.5', className)}>
    <Label htmlFor={id}>{label}</Label>
    {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
    {error && (
      <p id={`${id}-error`} className="text-sm text-destructive">
        {error}
      </p>
    )}
  </div>
);
