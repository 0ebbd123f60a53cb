import { Check, Pencil, X } from 'lucide-react';
import { useId, useState } from 'react';
import { UNIT_LABELS } from '@/contracts/analysis-display';
import type { UnitType } from '@/contracts/common';
import { type Deficiency, quantityAllowsDecimals } from '@/contracts/reports';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { useUpdateQuantity } from '../api/update-deficiency-quantity';
import { convertQuantity, isUnitType, parseQuantityInput } from '../utils/quantity-input';

/**
 * §4 quantity editing: display ↔ edit. Save sends the numeric quantity (≥ 1; non-numeric or empty → 1; decimals
 * where the unit takes them; past the cap it says so and does not save) and the unit; on ok the editor closes and
 * the totals follow the server's re-priced finding. The unit list is the finding's `unitOptions`, and changing the
 * unit converts the quantity (100 sq ft at 0.02 h/sq ft → 2 hours). Cancel restores the stored values. A failed save
 * is only logged (§7), and the editor stays open.
 */
export const QuantityEditor = ({
  reportId,
  deficiency,
  disabled,
  readOnly = false,
}: {
  reportId: number;
  deficiency: Pick<Deficiency, 'id' | 'quantity' | 'unitType' | 'unitOptions'>;
  disabled?: boolean;
  /** the quantity without its Edit (a viewer who does not own the report) */
  readOnly?: boolean;
}) => {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [quantityText, setQuantityText] = useState(String(deficiency.quantity || 1));
  const [unit, setUnit] = useState<UnitType>(deficiency.unitType || 'each');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateQuantity(reportId);
  const options = deficiency.unitOptions.some((o) => o.unitType === deficiency.unitType)
    ? deficiency.unitOptions
    : [{ unitType: deficiency.unitType, factor: 1 }, ...deficiency.unitOptions];

  const reset = (open: boolean) => {
    setQuantityText(String(deficiency.quantity || 1));
    setUnit(deficiency.unitType || 'each');
    setProblem(null);
    setEditing(open);
  };
  const changeUnit = (next: UnitType) => {
    const parsed = parseQuantityInput(quantityText, unit);
    const converted = parsed.ok ? convertQuantity(parsed.quantity, unit, next, options) : null;
    if (converted !== null) setQuantityText(String(converted));
    setProblem(null);
    setUnit(next);
  };
  const save = () => {
    const parsed = parseQuantityInput(quantityText, unit);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    setQuantityText(String(parsed.quantity));
    update.mutate(
      { id: deficiency.id, quantity: parsed.quantity, unitType: unit },
      { onSuccess: () => setEditing(false) },
    );
  };

  if (!editing) {
    return (
      <div className="flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">Quantity:</span>
        <span className="font-medium tabular-nums" data-testid="quantity-display">
          {deficiency.quantity.toLocaleString('en-US')} {UNIT_LABELS[deficiency.unitType]}
        </span>
        {!readOnly && (
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2"
            onClick={() => reset(true)}
            disabled={disabled}
            aria-label="Edit quantity"
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </div>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2 rounded-lg border bg-card p-3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-quantity`} className="text-xs">
          Quantity
        </Label>
        <Input
          id={`${id}-quantity`}
          type="number"
          inputMode={quantityAllowsDecimals(unit) ? 'decimal' : 'numeric'}
          min={1}
          step={quantityAllowsDecimals(unit) ? 0.01 : 1}
          className="h-9 w-28"
          value={quantityText}
          onChange={(event) => {
            setQuantityText(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          // the editor opens on the user's click on the quantity: focus goes to the field they asked to edit
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-unit`} className="text-xs">
          Unit
        </Label>
        <Select value={unit} onValueChange={(value) => isUnitType(value) && changeUnit(value)}>
          <SelectTrigger id={`${id}-unit`} className="h-9 w-32">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map(({ unitType }) => (
              <SelectItem key={unitType} value={unitType}>
                {UNIT_LABELS[unitType]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          <Check aria-hidden="true" />
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => reset(false)} disabled={update.isPending}>
          <X aria-hidden="true" />
          Cancel
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="w-full text-sm text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
};
