import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { AdminUserList } from '@/contracts/admin';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/use-toast';
import { getErrorMessage, isApiError } from '@/web/lib/api-client';
import { pluralize } from '@/web/lib/format';
import { useGrantCredits } from '../api/grant-credits';
import { type GrantErrors, MAX_GRANT, validateGrant } from '../utils/grant-validation';

type UserRow = AdminUserList['rows'][number];

const FieldError = ({ id, message }: { id: string; message: string | undefined }) =>
  message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;

const GrantForm = ({ user, onDone }: { user: UserRow; onDone: () => void }) => {
  const [amount, setAmount] = useState('1');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<GrantErrors>({});
  const grant = useGrantCredits();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateGrant({ amount, reason }, user.creditBalance);
    setErrors(checked.errors);
    if (checked.errors.amount || checked.errors.reason) return;
    grant.mutate(
      { userId: user.id, amount: checked.amount, reason: reason.trim() },
      {
        onSuccess: ({ balance }) => {
          toast({
            title: checked.amount > 0 ? 'Credits granted' : 'Credits removed',
            description: `${user.username} now has ${pluralize(balance, 'credit')}.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields)
            setErrors({ amount: error.fields.amount, reason: error.fields.reason });
          toast({ title: 'Grant failed', description: getErrorMessage(error), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="grant-amount">Credits</Label>
        <Input
          id="grant-amount"
          type="number"
          inputMode="numeric"
          step={1}
          min={-MAX_GRANT}
          max={MAX_GRANT}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby="grant-amount-help grant-amount-error"
        />
        <p id="grant-amount-help" className="text-xs text-muted-foreground">
          A negative number takes credits back. Current balance: {pluralize(user.creditBalance, 'credit')}.
        </p>
        <FieldError id="grant-amount-error" message={errors.amount} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="grant-reason">Reason</Label>
        <Textarea
          id="grant-reason"
          value={reason}
          maxLength={300}
          placeholder="e.g. Refund for a report that could not be read"
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby="grant-reason-error"
        />
        <FieldError id="grant-reason-error" message={errors.reason} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={grant.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={grant.isPending}>
          {grant.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {grant.isPending ? 'Granting...' : 'Grant credits'}
        </Button>
      </DialogFooter>
    </form>
  );
};

/** Grant credits to one user: a ledger entry with the reason (the user sees it in their transaction history). */
export const GrantCreditsDialog = ({ user, onClose }: { user: UserRow | null; onClose: () => void }) => (
  <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
    <DialogContent>
      {user && (
        <>
          <DialogHeader>
            <DialogTitle>Grant credits to {user.username}</DialogTitle>
            <DialogDescription>
              The grant is recorded in the credit ledger with your reason and shows in the user&apos;s transaction
              history.
            </DialogDescription>
          </DialogHeader>
          {/* keyed by user: a new user starts from a fresh form */}
          <GrantForm key={user.id} user={user} onDone={onClose} />
        </>
      )}
    </DialogContent>
  </Dialog>
);
