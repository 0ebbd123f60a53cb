import { LoaderCircle, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { SupportEmailLink } from '@/web/components/site/support-email-link';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';
import { EmailSchema } from '@/contracts/auth';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { getErrorMessage } from '@/web/lib/api-client';
import { useRequestPasswordReset } from '../api/password-reset';

/** "Forgot password?": emails a reset link to the account's address (the answer never says whether one exists). */
export const PasswordResetDialog = () => {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useRequestPasswordReset();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      mutation.reset();
      setProblem(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EmailSchema.safeParse(email).success) {
      setProblem('Please enter the email address of your account.');
      return;
    }
    setProblem(null);
    mutation.mutate({ email: email.trim() });
  };

  const error = problem ?? (mutation.isError ? getErrorMessage(mutation.error) : null);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto px-0 text-sm font-medium">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            Enter the email address of your account and we&apos;ll send you a link to choose a new password.
          </DialogDescription>
        </DialogHeader>
        {mutation.isSuccess ? (
          <div role="status" className="flex gap-3 rounded-md border bg-muted/40 p-4 text-sm leading-relaxed">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p>{mutation.data.message} Check your spam folder if it does not arrive in a few minutes.</p>
          </div>
        ) : (
          <form id="password-reset-form" onSubmit={submit} noValidate className="grid gap-2">
            <Label htmlFor="reset-email">Email</Label>
            <Input
              id="reset-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'reset-email-error' : undefined}
            />
            {error && (
              <p id="reset-email-error" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </form>
        )}
        <p className="text-xs text-muted-foreground">
          No longer have that address? Email{' '}
          <SupportEmailLink className="font-medium text-primary underline-offset-4 hover:underline" /> with your
          username.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          {!mutation.isSuccess && (
            <Button type="submit" form="password-reset-form" disabled={mutation.isPending}>
              {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {mutation.isPending ? 'Sending...' : 'Send reset link'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
