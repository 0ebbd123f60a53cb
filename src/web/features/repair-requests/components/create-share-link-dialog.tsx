import { Copy, Link2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { RepairRequest } from '@/contracts/repair-requests';
import type { ShareLinkInput } from '@/contracts/share-links';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { getErrorMessage } from '@/web/lib/api-client';
import { cn } from '@/web/lib/utils';
import { copyText } from '../utils/copy-text';
import { useCreateShareLink } from '../api/negotiation-queries';

const EXPIRY_CHOICES: { value: ShareLinkInput['expiresInDays']; label: string }[] = [
  { value: 7, label: '7 days' },
  { value: 30, label: '30 days' },
  { value: null, label: 'Never' },
];

/** Creates a read-only link to the analysis or one saved request, then shows its URL once to copy. */
export const CreateShareLinkDialog = ({ reportId, requests }: { reportId: number; requests: RepairRequest[] }) => {
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState('For my agent');
  const [displayName, setDisplayName] = useState('');
  const [expiresInDays, setExpiresInDays] = useState<ShareLinkInput['expiresInDays']>(30);
  const [target, setTarget] = useState<string>('analysis');
  const [url, setUrl] = useState<string | null>(null);
  const create = useCreateShareLink(reportId);

  const reset = () => {
    setUrl(null);
    setLabel('For my agent');
    setTarget('analysis');
    create.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        label,
        displayName,
        expiresInDays,
        repairRequestId: target === 'analysis' ? null : Number(target),
      },
      {
        onSuccess: (created) => setUrl(created.url),
        onError: (error) =>
          toast({ title: 'Could not create the link', description: getErrorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Link2 aria-hidden="true" />
          Create share link
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{url ? 'Your read-only link' : 'Share read-only'}</DialogTitle>
          <DialogDescription>
            {url
              ? 'Copy it now: we keep only a fingerprint of it, so it cannot be shown again. You can revoke it at any time.'
              : 'Anyone with the link can read what you share, without signing in. They cannot edit anything, message contractors or see your account.'}
          </DialogDescription>
        </DialogHeader>
        {url ? (
          <div className="space-y-3">
            <Label htmlFor="share-url">Link</Label>
            <div className="flex gap-2">
              <Input id="share-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" onClick={() => void copyText(url, 'The link')}>
                <Copy aria-hidden="true" />
                Copy
              </Button>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form className="space-y-4" onSubmit={onSubmit}>
            <div className="space-y-2">
              <Label htmlFor="share-label">Label (only you see it)</Label>
              <Input
                id="share-label"
                value={label}
                maxLength={100}
                required
                onChange={(e) => setLabel(e.target.value)}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="share-name">Your name on the page (optional)</Label>
              <Input
                id="share-name"
                value={displayName}
                maxLength={100}
                placeholder="Leave empty to share without a name"
                onChange={(e) => setDisplayName(e.target.value)}
              />
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">What to share</legend>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="share-target"
                  value="analysis"
                  checked={target === 'analysis'}
                  onChange={() => setTarget('analysis')}
                />
                The analysis (summary, findings, costs)
              </label>
              {requests.map((request) => (
                <label key={request.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="share-target"
                    value={request.id}
                    checked={target === String(request.id)}
                    onChange={() => setTarget(String(request.id))}
                  />
                  Repair request “{request.title}”
                </label>
              ))}
            </fieldset>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Link expires after</legend>
              <div className="inline-flex rounded-md border p-0.5" role="group">
                {EXPIRY_CHOICES.map((choice) => (
                  <button
                    key={choice.label}
                    type="button"
                    aria-pressed={expiresInDays === choice.value}
                    onClick={() => setExpiresInDays(choice.value)}
                    className={cn(
                      'rounded px-3 py-1.5 text-sm',
                      expiresInDays === choice.value ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                    )}
                  >
                    {choice.label}
                  </button>
                ))}
              </div>
            </fieldset>
            <DialogFooter>
              <Button type="submit" disabled={create.isPending || label.trim() === ''}>
                {create.isPending ? 'Creating...' : 'Create link'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
};
