import { KeyRound, LoaderCircle, LogOut, Mail } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { EmailSchema, type User } from '@/contracts/auth';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Separator } from '@/web/components/ui/separator';
import { newPasswordProblem } from '@/web/lib/new-password';
import { useChangeEmail, useChangePassword, useSignOutEverywhere } from '../api/account-security';

const Field = ({ id, label, children }: { id: string; label: string; children: ReactNode }) => (
  <div className="grid gap-2">
    <Label htmlFor={id}>{label}</Label>
    {children}
  </div>
);

interface PasswordFieldProps {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}
const PasswordField = ({ id, label, autoComplete, value, onChange }: PasswordFieldProps) => (
  <Field id={id} label={label}>
    <Input id={id} type="password" autoComplete={autoComplete} value={value} onChange={onChange} />
  </Field>
);

const Problem = ({ text }: { text: string | null }) =>
  text ? (
    <p role="alert" className="text-sm text-destructive sm:col-span-2">
      {text}
    </p>
  ) : null;

const ChangePasswordForm = () => {
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useChangePassword();
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue =
      values.current === '' ? 'Please enter your current password.' : newPasswordProblem(values.next, values.confirm);
    setProblem(issue);
    if (issue) return;
    mutation.mutate(
      { currentPassword: values.current, newPassword: values.next },
      { onSuccess: () => setValues({ current: '', next: '', confirm: '' }) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-title" className="grid gap-4 sm:grid-cols-2">
      <h3 id="password-title" className="flex items-center gap-2 font-medium sm:col-span-2">
        <KeyRound className="size-4 text-muted-foreground" aria-hidden="true" />
        Change password
      </h3>
      <PasswordField
        id="password-current"
        label="Current password"
        autoComplete="current-password"
        value={values.current}
        onChange={set('current')}
      />
      <div className="hidden sm:block" />
      <PasswordField
        id="password-new"
        label="New password"
        autoComplete="new-password"
        value={values.next}
        onChange={set('next')}
      />
      <PasswordField
        id="password-confirm"
        label="Confirm new password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={set('confirm')}
      />
      <Problem text={problem} />
      <div className="flex items-center justify-between gap-4 sm:col-span-2">
        <p className="text-xs text-muted-foreground">Other devices signed in to your account will be signed out.</p>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Change Password
        </Button>
      </div>
    </form>
  );
};

const ChangeEmailForm = ({ user }: { user: User }) => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useChangeEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = !EmailSchema.safeParse(email).success
      ? 'Please enter a valid email address.'
      : password === ''
        ? 'Enter your current password to change your email address.'
        : null;
    setProblem(issue);
    if (issue) return;
    mutation.mutate(
      { email: email.trim(), currentPassword: password },
      {
        onSuccess: () => {
          setEmail('');
          setPassword('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="email-title" className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <h3 id="email-title" className="flex items-center gap-2 font-medium">
          <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
          Change email
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Now <span className="font-medium text-foreground">{user.email}</span>. Password reset links go to this
          address.
        </p>
      </div>
      <Field id="email-new" label="New email">
        <Input
          id="email-new"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <PasswordField
        id="email-password"
        label="Current password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Problem text={problem} />
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Change Email
        </Button>
      </div>
    </form>
  );
};

const SignOutEverywhere = () => {
  const mutation = useSignOutEverywhere();
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h3 className="flex items-center gap-2 font-medium">
          <LogOut className="size-4 text-muted-foreground" aria-hidden="true" />
          Sign out everywhere
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Ends every session of your account, on every device, this one included.
        </p>
      </div>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" disabled={mutation.isPending}>
            Sign Out Everywhere
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Sign out on every device?</AlertDialogTitle>
            <AlertDialogDescription>
              Every browser and phone signed in to your account, this one included, will need your password again.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => mutation.mutate()}>Sign Out Everywhere</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
};

/** Sign-in & security: each change asks for the current password; a stolen session alone cannot take the account. */
export const AccountSecuritySection = ({ user }: { user: User }) => (
  <Card>
    <CardHeader>
      <CardTitle>Sign-in &amp; Security</CardTitle>
      <CardDescription>
        Your password, the email address that can reset it, and where you are signed in.
      </CardDescription>
    </CardHeader>
    <CardContent className="grid gap-6">
      <ChangePasswordForm />
      <Separator />
      <ChangeEmailForm user={user} />
      <Separator />
      <SignOutEverywhere />
    </CardContent>
  </Card>
);
