import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { useLogin } from '../api/login';
import { validateLogin } from '../utils/auth-validation';
import { PasswordInput } from './password-input';
import { PasswordResetDialog } from './password-reset-dialog';

export const SignInForm = () => {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const loginMutation = useLogin();
  // after success the page is reloading: keep the button disabled until it has gone
  const busy = loginMutation.isPending || loginMutation.isSuccess;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issue = validateLogin({ username, password });
    if (issue) {
      toast({ ...issue, variant: 'destructive' });
      return;
    }
    loginMutation.mutate({ username: username.trim(), password });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Sign in">
      <div className="grid gap-2">
        <Label htmlFor="login-username">Username</Label>
        <Input
          id="login-username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          placeholder="Your username"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">Password</Label>
        <PasswordInput
          skipRevealInTabOrder
          id="login-password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder="Your password"
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            Signing in...
          </>
        ) : (
          'Sign In'
        )}
      </Button>
      {/* after Sign In, so Tab goes username → password → Sign In and Enter in the password field signs in */}
      <div className="-mt-2 flex justify-center">
        <PasswordResetDialog />
      </div>
    </form>
  );
};
