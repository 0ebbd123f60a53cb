import { NotebookPen, Trash2, UserPen } from 'lucide-react';
import { useId, useState } from 'react';
import { NOTE_MAX_LENGTH } from '@/contracts/report-edits';
import type { Deficiency } from '@/contracts/reports';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { getErrorMessage } from '@/web/lib/api-client';
import { useDeleteFinding, useUpdateNote } from '../api/report-edits';

export const ADDED_BY_YOU = 'Added by you';
const ADDED_BY_OWNER = 'Added by the owner';

/** The mark of a finding the owner added (the engine missed it), as the owner or an admin reads it. */
export const AddedByYouBadge = ({ className, byViewer }: { className?: string; byViewer: boolean }) => (
  <Badge variant="outline" className={className} data-testid="added-by-you">
    <UserPen aria-hidden="true" />
    {byViewer ? ADDED_BY_YOU : ADDED_BY_OWNER}
  </Badge>
);

/** The owner's private note on a finding: shown in the detail, edited in place, never shared or downloaded. */
export const FindingNote = ({ reportId, deficiency }: { reportId: number; deficiency: Deficiency }) => {
  const saved = deficiency.note ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  const mutation = useUpdateNote(reportId);
  const id = useId();
  if (draft === null) {
    return (
      <div className="rounded-lg border border-dashed px-3 py-2 text-sm" data-testid="finding-note">
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-muted-foreground uppercase">
            <NotebookPen className="size-3.5" aria-hidden="true" />
            Your note (private)
          </p>
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setDraft(saved)}>
            {saved ? 'Edit note' : 'Add a note'}
          </Button>
        </div>
        {saved && <p className="mt-1 whitespace-pre-line">{saved}</p>}
      </div>
    );
  }
  const tooLong = draft.length > NOTE_MAX_LENGTH;
  return (
    <form
      className="space-y-2 rounded-lg border px-3 py-2"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ id: deficiency.id, note: draft }, { onSuccess: () => setDraft(null) });
      }}
    >
      <label htmlFor={`${id}-note`} className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        Your note (private)
      </label>
      <Textarea
        id={`${id}-note`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        rows={3}
        placeholder="What the seller said, a quote you got, what to ask…"
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className={tooLong ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
        {draft.length.toLocaleString('en-US')} / {NOTE_MAX_LENGTH.toLocaleString('en-US')} characters · only you see it
      </p>
      {mutation.isError && <p className="text-sm text-destructive">{getErrorMessage(mutation.error)}</p>}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={tooLong || mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Save note'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)} disabled={mutation.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
};

/** A finding the owner added can go again (the engine's are excluded instead). */
export const DeleteAddedFinding = ({ reportId, deficiencyId }: { reportId: number; deficiencyId: number }) => {
  const mutation = useDeleteFinding(reportId);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate(deficiencyId)}
      >
        <Trash2 aria-hidden="true" />
        Delete finding
      </Button>
      {mutation.isError && <p className="text-sm text-destructive">{getErrorMessage(mutation.error)}</p>}
    </>
  );
};
