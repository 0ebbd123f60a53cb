import type { RepairItemType } from '@/contracts/repair-requests';
import { Badge } from '@/web/components/ui/badge';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { formatUsdRange } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';
import { type BuilderRow, type Choice, parseAmount } from '../utils/builder-rows';

const TYPE_CHOICES: { value: RepairItemType; label: string }[] = [
  { value: 'repair', label: 'Ask seller to repair' },
  { value: 'credit', label: 'Ask for a credit' },
];

/** One finding in the builder: include it, repair or credit (amount with the estimate beside it), a note. */
export const BuilderItemRow = ({
  row,
  choice,
  onChange,
}: {
  row: BuilderRow;
  choice: Choice;
  onChange: (next: Partial<Choice>) => void;
}) => {
  const id = `item-${row.deficiencyId}`;
  const amountError = choice.selected && choice.type === 'credit' ? parseAmount(choice.amount) : null;
  return (
    <li
      className={cn('rounded-lg border bg-card p-3 sm:p-4', choice.selected ? 'border-primary/40' : 'opacity-80')}
      data-testid={`builder-item-${row.deficiencyId}`}
      data-selected={choice.selected}
    >
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          checked={choice.selected}
          onChange={(event) => onChange({ selected: event.target.checked })}
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block font-medium break-words">
            {row.description}
          </label>
          <p className="text-sm text-muted-foreground">
            {row.category}
            {row.location ? ` · ${row.location}` : ''}
            {row.page !== null ? ` · report page ${row.page}` : ''}
          </p>
          {row.excludedInAnalysis && (
            <Badge variant="warning" className="mt-1">
              Excluded in the analysis
            </Badge>
          )}
          {row.quote && row.quote !== row.description && (
            <p className="mt-1 text-sm break-words text-muted-foreground italic">“{row.quote}”</p>
          )}
        </div>
      </div>
      {choice.selected && (
        <div className="mt-3 space-y-3 sm:pl-7">
          <div className="inline-flex flex-wrap rounded-md border p-0.5" role="group" aria-label="Request type">
            {TYPE_CHOICES.map((type) => (
              <button
                key={type.value}
                type="button"
                aria-pressed={choice.type === type.value}
                onClick={() => onChange({ type: type.value })}
                className={cn(
                  'rounded px-3 py-1.5 text-sm',
                  choice.type === type.value ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                {type.label}
              </button>
            ))}
          </div>
          {choice.type === 'credit' && (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <label htmlFor={`${id}-amount`} className="text-sm font-medium">
                Credit amount
              </label>
              <div className="relative w-40">
                <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground">
                  $
                </span>
                <Input
                  id={`${id}-amount`}
                  inputMode="decimal"
                  className="pl-6"
                  value={choice.amount}
                  aria-invalid={amountError !== null && 'error' in amountError}
                  aria-describedby={`${id}-estimate`}
                  onChange={(event) => onChange({ amount: event.target.value })}
                />
              </div>
              <span id={`${id}-estimate`} className="text-sm text-muted-foreground">
                {row.estimate ? `Estimate ${formatUsdRange(row.estimate.min, row.estimate.max)}` : 'No estimate'}
              </span>
              {amountError && 'error' in amountError && (
                <p className="w-full text-sm text-destructive">{amountError.error}</p>
              )}
            </div>
          )}
          <div>
            <label htmlFor={`${id}-note`} className="sr-only">
              Note
            </label>
            <Textarea
              id={`${id}-note`}
              rows={2}
              className="min-h-0"
              maxLength={2000}
              placeholder="Add a note (optional): e.g. by a licensed plumber, with receipts"
              value={choice.note}
              onChange={(event) => onChange({ note: event.target.value })}
            />
          </div>
        </div>
      )}
    </li>
  );
};
