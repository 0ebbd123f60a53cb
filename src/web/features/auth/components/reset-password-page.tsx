import { CheckCircle2, KeyRound, LoaderCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { getErrorMessage } from '@/web/lib/api-client';
import { newPasswordProblem } from '@/web/lib/new-password';
import { useConfirmPasswordReset } from '../api/password-reset';
import { PasswordInput } from './password-input';
import { PasswordResetDialog } from './password-reset-dialog';

// the page's h1, styled as the card titles elsewhere
const TITLE = 'flex items-center gap-2 text-xl leading-tight font-semibold tracking-tight';

const Shell = ({ children }: { children: ReactNode }) => (
  <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">{children}</div>
);

/** /reset-password?token=…: the emailed link. Sets a new password; every session of the account ends. */
export const ResetPasswordPage = () => {
  useDocumentTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useConfirmPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = newPasswordProblem(password, confirmation);
    setProblem(issue);
    if (!issue) mutation.mutate({ token, password });
  };

  if (mutation.isSuccess) {
    return (
      <Shell>
        <Card>
          <CardHeader>
            <h1 className={TITLE}>
              <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
              Password changed
            </h1>
            <CardDescription>
              Your new password is set, and every device that was signed in to your account has been signed out.
            </CardDescription>
          </CardHeader>
          <CardFooter>
            {/* a full page load: this browser's cached account data belongs to the ended session */}
            <Button asChild className="w-full">
              <a href="/auth">Sign in with your new password</a>
            </Button>
          </CardFooter>
        </Card>
      </Shell>
    );
  }

  const error = problem ?? (mutation.isError ? getErrorMessage(mutation.error) : null);
  return (
    <Shell>
      <Card>
        <form onSubmit={submit} noValidate aria-labelledby="reset-title">
          <CardHeader>
            <h1 id="reset-title" className={TITLE}>
              <KeyRound className="size-5 text-primary" aria-hidden="true" />
              Choose a new password
            </h1>
            <CardDescription>
              {token
                ? 'Enter a new password for your Punchlist account. The link works once.'
                : 'This link is incomplete. Open the link from the email again, or ask for a new one.'}
            </CardDescription>
          </CardHeader>
          {token && (
            <CardContent className="grid gap-4">
              <div className="grid gap-2">
                <Label htmlFor="reset-password">New password</Label>
                <PasswordInput
                  id="reset-password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="reset-password-confirm">Confirm new password</Label>
                <PasswordInput
                  id="reset-password-confirm"
                  autoComplete="new-password"
                  value={confirmation}
                  onChange={(e) => setConfirmation(e.target.value)}
                />
              </div>
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </CardContent>
          )}
          <CardFooter className="flex-col items-stretch gap-3">
            {token && (
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                {mutation.isPending ? 'Saving...' : 'Set new password'}
              </Button>
            )}
            <div className="text-center text-sm text-muted-foreground">
              Link expired? <PasswordResetDialog />
            </div>
          </CardFooter>
        </form>
      </Card>
    </Shell>
  );
};
