import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { useRegister } from '../api/register';
import { MIN_PASSWORD_LENGTH, type RegistrationForm, validateRegistration } from '../utils/auth-validation';
import { PasswordInput } from './password-input';

const EMPTY: RegistrationForm = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
};

export const CreateAccountForm = () => {
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const registerMutation = useRegister();
  const busy = registerMutation.isPending || registerMutation.isSuccess;

  const field = (name: keyof RegistrationForm) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issue = validateRegistration(form);
    if (issue) {
      toast({ ...issue, variant: 'destructive' });
      return;
    }
    // confirmPassword is collected but not sent (platform §3)
    registerMutation.mutate({
      username: form.username.trim(),
      email: form.email.trim(),
      password: form.password,
      firstName: form.firstName.trim() || null,
      lastName: form.lastName.trim() || null,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Create account">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="register-first-name">
            First name <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input id="register-first-name" autoComplete="given-name" {...field('firstName')} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="register-last-name">
            Last name <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input id="register-last-name" autoComplete="family-name" {...field('lastName')} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-username">Username</Label>
        <Input
          id="register-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-describedby="register-username-hint"
          {...field('username')}
        />
        <p id="register-username-hint" className="text-xs text-muted-foreground">
          3–32 characters: letters, digits, dot, underscore or hyphen.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-email">Email</Label>
        <Input
          id="register-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...field('email')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="register-password">Password</Label>
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            aria-describedby="register-password-hint"
            {...field('password')}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="register-confirm-password">Confirm password</Label>
          <PasswordInput id="register-confirm-password" autoComplete="new-password" {...field('confirmPassword')} />
        </div>
      </div>
      <p id="register-password-hint" className="-mt-2 text-xs text-muted-foreground">
        At least {MIN_PASSWORD_LENGTH} characters.
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            Creating account...
          </>
        ) : (
          'Create Account'
        )}
      </Button>
    </form>
  );
};
