import { MapPinned, Pencil } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type PropertyUpdate, PropertyUpdateSchema } from '@/contracts/report-edits';
import type { Analysis } from '@/contracts/reports';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { getErrorMessage, isApiError } from '@/web/lib/api-client';
import { useUpdateProperty } from '../api/report-edits';
import { PropertyAddressBox } from './property-address-box';

export const LOCATION_PROMPT_TITLE = 'Add the ZIP for local prices and contractors';

/** The engine found neither a ZIP nor a city: prices are national averages and no contractor could be placed. */
export const needsLocation = (analysis: Pick<Analysis, 'status' | 'property'>) =>
  analysis.status === 'completed' && !analysis.property?.zip && !analysis.property?.city;

type Fields = Record<keyof PropertyUpdate, string>;
type Errors = Partial<Record<keyof PropertyUpdate | 'form', string>>;

/** The form's errors: the contract's own messages first (no round trip), then what the server said. */
const useSaveProperty = (reportId: number, onSaved: () => void) => {
  const mutation = useUpdateProperty(reportId);
  const [errors, setErrors] = useState<Errors>({});
  const save = (fields: Partial<Fields>) => {
    const parsed = PropertyUpdateSchema.safeParse(fields);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof PropertyUpdate] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(fields, {
      onSuccess: onSaved,
      onError: (error) =>
        setErrors(isApiError(error) && error.fields ? error.fields : { form: getErrorMessage(error) }),
    });
  };
  return { save, errors, pending: mutation.isPending };
};

const FieldError = ({ id, message }: { id: string; message?: string }) =>
  message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;

/** The address form's fields, in the order and widths of the form (six columns from the small breakpoint). */
const ADDRESS_FIELDS: {
  name: keyof Fields;
  label: string;
  className?: string;
  input?: { inputMode?: 'numeric'; maxLength?: number; autoComplete?: string };
}[] = [
  { name: 'street', label: 'Street', className: 'sm:col-span-6', input: { autoComplete: 'street-address' } },
  { name: 'city', label: 'City', className: 'sm:col-span-3' },
  { name: 'state', label: 'State', input: { maxLength: 2 } },
  {
    name: 'zip',
    label: 'ZIP',
    className: 'sm:col-span-2',
    input: { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' },
  },
];

/** Street, city, state and ZIP, filled with what the report has; saving prices the findings again there. */
const PropertyForm = ({ analysis, onClose }: { analysis: Analysis; onClose: () => void }) => {
  const property = analysis.property;
  const [fields, setFields] = useState<Fields>({
    street: property?.street ?? '',
    city: property?.city ?? '',
    state: property?.state ?? '',
    zip: property?.zip ?? '',
  });
  const { save, errors, pending } = useSaveProperty(analysis.report.id, onClose);
  const id = useId();
  const set = (name: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(fields);
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Edit the property address"
      className="-mt-4 mb-6 space-y-3 rounded-xl border bg-card p-4"
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-6">
        {ADDRESS_FIELDS.map(({ name, label, className, input }) => (
          <Field key={name} id={`${id}-${name}`} label={label} error={errors[name]} className={className}>
            {(control) => (
              <Input value={fields[name]} onChange={(event) => set(name)(event.target.value)} {...control} {...input} />
            )}
          </Field>
        ))}
      </div>
      <FieldError id="property-form-error" message={errors.form} />
      <p className="text-xs text-muted-foreground">
        Saving prices every finding again for this location and looks for contractors near it.
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving…' : 'Save address'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
};

/** Asked first when the report gave no location: one ZIP is enough (its city and state are looked up). */
const LocationPrompt = ({ reportId }: { reportId: number }) => {
  const [zip, setZip] = useState('');
  const { save, errors, pending } = useSaveProperty(reportId, () => setZip(''));
  const id = useId();
  const error = errors.zip ?? errors.form;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="location-prompt"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <MapPinned className="size-5 shrink-0" aria-hidden="true" />
        {LOCATION_PROMPT_TITLE}
      </h2>
      <p className="mt-1 text-sm">
        The report does not say where the home is, so its prices are US averages and no local contractors are listed.
      </p>
      <form
        className="mt-3 flex flex-wrap items-start gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save({ zip });
        }}
      >
        <Label htmlFor={`${id}-zip`} className="sr-only">
          ZIP code
        </Label>
        <Input
          id={`${id}-zip`}
          value={zip}
          onChange={(event) => setZip(event.target.value)}
          placeholder="ZIP code"
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          className="w-32 bg-white"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Use this ZIP'}
        </Button>
        <FieldError id={`${id}-error`} message={error} />
      </form>
    </section>
  );
};

/**
 * The property box with the owner's Edit beside the address, and — when the report gave no ZIP or city — the
 * prompt for one, first on the page whether the report is locked or not.
 */
export const PropertyEditor = ({ analysis }: { analysis: Analysis }) => {
  const [editing, setEditing] = useState(false);
  // only the owner corrects the address (an admin reading another user's report would be answered 404)
  const editable = analysis.status === 'completed' && analysis.viewerIsOwner;
  return (
    <>
      <PropertyAddressBox
        address={analysis.propertyAddress}
        filename={analysis.report.filename}
        inspectionDate={analysis.inspectionDate}
        action={
          editable &&
          !editing && (
            <Button
              variant="link"
              size="sm"
              className="ml-2 h-auto p-0 align-baseline"
              onClick={() => setEditing(true)}
              aria-label="Edit the property address"
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )
        }
      />
      {editing && <PropertyForm analysis={analysis} onClose={() => setEditing(false)} />}
      {editable && !editing && needsLocation(analysis) && <LocationPrompt reportId={analysis.report.id} />}
    </>
  );
};
