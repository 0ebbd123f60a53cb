import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { CategoryKey, Severity } from '@/contracts/common';
import { NewFindingSchema } from '@/contracts/report-edits';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { LabelledSelect } from '@/web/components/ui/labelled-select';
import { Textarea } from '@/web/components/ui/textarea';
import { getErrorMessage, isApiError } from '@/web/lib/api-client';
import { CATEGORY_OPTIONS, SEVERITY_OPTIONS } from '@/web/lib/finding-options';
import { useAddFinding } from '../api/report-edits';

interface Draft {
  title: string;
  categoryKey: CategoryKey;
  severity: Severity;
  page: string;
  quote: string;
}

const EMPTY: Draft = { title: '', categoryKey: 'general', severity: 'major', page: '', quote: '' };

/** The draft as the API takes it: a blank page is none, anything else must be a whole page number. */
const toInput = (draft: Draft) => ({
  title: draft.title,
  categoryKey: draft.categoryKey,
  severity: draft.severity,
  page: draft.page.trim() === '' ? null : Number(draft.page),
  quote: draft.quote,
});

/**
 * "Add a finding": one the engine missed, in the inspector's words. The server prices it like the engine's own
 * findings; once added, the page opens it (`onAdded`).
 */
export const AddFindingDialog = ({ reportId, onAdded }: { reportId: number; onAdded: (id: number) => void }) => {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useAddFinding(reportId);
  const id = useId();
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(draft);
    const parsed = NewFindingSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(input, {
      onSuccess: ({ deficiency }) => {
        setOpen(false);
        setDraft(EMPTY);
        onAdded(deficiency.id);
      },
      onError: (error) =>
        setErrors(isApiError(error) && error.fields ? error.fields : { form: getErrorMessage(error) }),
    });
  };

  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        Add a finding
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a finding</DialogTitle>
          <DialogDescription>
            Something the inspector wrote that is missing here. It is priced like the others and marked “added by you”.
          </DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-3">
          <Field id={`${id}-title`} label="Title" error={errors.title}>
            {(control) => (
              <Input
                value={draft.title}
                onChange={(e) => set('title', e.target.value)}
                maxLength={300}
                placeholder="e.g. Water heater relief valve drips"
                {...control}
              />
            )}
          </Field>
          <div className="grid gap-3 sm:grid-cols-3">
            <LabelledSelect
              id={`${id}-category`}
              label="Category"
              value={draft.categoryKey}
              options={CATEGORY_OPTIONS}
              onValueChange={(value) => set('categoryKey', value)}
            />
            <LabelledSelect
              id={`${id}-severity`}
              label="Severity"
              value={draft.severity}
              options={SEVERITY_OPTIONS}
              onValueChange={(value) => set('severity', value)}
            />
            <Field id={`${id}-page`} label="Page (optional)" error={errors.page}>
              {(control) => (
                <Input
                  value={draft.page}
                  onChange={(e) => set('page', e.target.value)}
                  inputMode="numeric"
                  {...control}
                />
              )}
            </Field>
          </div>
          <Field id={`${id}-quote`} label="The inspector's words" error={errors.quote}>
            {(control) => (
              <Textarea
                value={draft.quote}
                onChange={(e) => set('quote', e.target.value)}
                rows={4}
                placeholder="Paste the comment from the report"
                {...control}
              />
            )}
          </Field>
          {error('form')}
        </form>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={mutation.isPending}>
            {mutation.isPending ? 'Adding…' : 'Add finding'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
