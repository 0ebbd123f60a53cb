import { Check, Pencil, X } from 'lucide-react';
import { useId, useState } from 'react';
import { UNIT_LABELS } from '@/contracts/analysis-display';
import { UNIT_TYPES, type UnitType } from '@/contracts/common';
import type { Deficiency } from '@/contracts/reports';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { useUpdateQuantity } from '../api/update-deficiency-quantity';
import { isUnitType, parseQuantityInput } from '../utils/quantity-input';

/**
 * §4 quantity editing: display ↔ edit. Save sends the numeric quantity (≥ 1; non-numeric or empty → 1) and the
 * unit; on ok the editor closes and the totals follow the server's re-priced finding. Cancel restores the stored
 * values. A failed save is only logged (§7), and the editor stays open.
 */
export const QuantityEditor = ({
  reportId,
  deficiency,
  disabled,
}: {
  reportId: number;
  deficiency: Pick<Deficiency, 'id' | 'quantity' | 'unitType'>;
  disabled?: boolean;
}) => {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [quantityText, setQuantityText] = useState(String(deficiency.quantity || 1));
  const [unit, setUnit] = useState<UnitType>(deficiency.unitType || 'each');
  const update = useUpdateQuantity(reportId);

  const startEditing = () => {
    setQuantityText(String(deficiency.quantity || 1));
    setUnit(deficiency.unitType || 'each');
    setEditing(true);
  };
  const cancel = () => {
    setQuantityText(String(deficiency.quantity || 1));
    setUnit(deficiency.unitType || 'each');
    setEditing(false);
  };
  const save = () => {
    const quantity = parseQuantityInput(quantityText);
    setQuantityText(String(quantity));
    update.mutate({ id: deficiency.id, quantity, unitType: unit }, { onSuccess: () => setEditing(false) });
  };

  if (!editing) {
    return (
      <div className="flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">Quantity:</span>
        <span className="font-medium tabular-nums" data-testid="quantity-display">
          {deficiency.quantity.toLocaleString('en-US')} {UNIT_LABELS[deficiency.unitType]}
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2"
          onClick={startEditing}
          disabled={disabled}
          aria-label="Edit quantity"
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
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
          inputMode="numeric"
          min={1}
          step={1}
          className="h-9 w-24"
          value={quantityText}
          onChange={(event) => setQuantityText(event.target.value)}
          autoFocus
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-unit`} className="text-xs">
          Unit
        </Label>
        <Select value={unit} onValueChange={(value) => isUnitType(value) && setUnit(value)}>
          <SelectTrigger id={`${id}-unit`} className="h-9 w-32">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {UNIT_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {UNIT_LABELS[type]}
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
        <Button type="button" variant="outline" size="sm" onClick={cancel} disabled={update.isPending}>
          <X aria-hidden="true" />
          Cancel
        </Button>
      </div>
    </form>
  );
};
