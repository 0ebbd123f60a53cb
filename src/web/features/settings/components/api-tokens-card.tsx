import { Check, Copy, KeyRound, LoaderCircle, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { API_TOKEN_EXPIRY_DAYS, type ApiToken, type CreatedApiToken } from '@/contracts/api-tokens';
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
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDate, formatDateTime } from '@/web/lib/format';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/developer-settings';

const NEVER = 'never';
const expiryLabel = (days: number) => (days === 365 ? '1 year' : `${days} days`);

/** A value the user copies: shown whole, with a copy button that says when it worked. */
export const CopyField = ({ id, label, value }: { id: string; label: string; value: string }) => {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} className="font-mono text-xs" onFocus={(e) => e.target.select()} />
        <Button type="button" variant="outline" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
};

const isExpired = (token: ApiToken) => token.expiresAt !== null && new Date(token.expiresAt) <= new Date();

const TokenRow = ({ token }: { token: ApiToken }) => {
  const revoke = useRevokeApiToken();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-medium">
          <span className="truncate">{token.name}</span>
          {isExpired(token) && <Badge variant="warning">Expired</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          <code className="font-mono">{token.prefix}…</code> · created {formatDate(token.createdAt)} ·{' '}
          {token.expiresAt ? `expires ${formatDate(token.expiresAt)}` : 'never expires'} ·{' '}
          {token.lastUsedAt ? `last used ${formatDateTime(token.lastUsedAt)}` : 'never used'}
        </p>
      </div>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" aria-label={`Revoke ${token.name}`}>
            <Trash2 aria-hidden="true" />
            Revoke
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Revoke “{token.name}”?</AlertDialogTitle>
            <AlertDialogDescription>
              Scripts using this token stop working at once. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => revoke.mutate(token.id)}>Revoke token</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
};

const CreateTokenForm = ({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) => {
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<string>('90');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateApiToken();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setProblem('Give the token a name.');
    setProblem(null);
    create.mutate(
      { name: name.trim(), expiresInDays: expiry === NEVER ? null : Number(expiry) },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor="token-name">Token name</Label>
        <Input
          id="token-name"
          value={name}
          maxLength={60}
          placeholder="e.g. Office scanner script"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="token-expiry">Expires</Label>
        <Select value={expiry} onValueChange={setExpiry}>
          <SelectTrigger id="token-expiry" className="w-full sm:w-36">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {API_TOKEN_EXPIRY_DAYS.map((days) => (
              <SelectItem key={days} value={String(days)}>
                In {expiryLabel(days)}
              </SelectItem>
            ))}
            <SelectItem value={NEVER}>Never</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
        Create token
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {problem}
        </p>
      )}
    </form>
  );
};

/** Settings → API tokens: create (shown once), list with last use, revoke. */
export const ApiTokensCard = () => {
  const { data: tokens, isPending } = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-muted-foreground" aria-hidden="true" />
          API tokens
        </CardTitle>
        <CardDescription>
          Let your own tools upload reports and read analyses with <code>Authorization: Bearer</code>. A token reaches
          your reports only — never your account settings. See the <Link href="/developers">API documentation</Link>.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {created && (
          <div role="status" className="grid gap-3 rounded-lg border border-success/40 bg-success/10 p-4">
            <p className="font-medium">Copy your new token “{created.token.name}” now: it will not be shown again.</p>
            <CopyField id="new-token" label="New API token" value={created.secret} />
            <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setCreated(null)}>
              I have saved it
            </Button>
          </div>
        )}
        <CreateTokenForm onCreated={setCreated} />
        {isPending ? (
          <Skeleton className="h-16" aria-label="Loading tokens" />
        ) : tokens && tokens.length > 0 ? (
          <ul className="divide-y border-t" aria-label="Your API tokens">
            {tokens.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">You have no API tokens yet.</p>
        )}
      </CardContent>
    </Card>
  );
};
