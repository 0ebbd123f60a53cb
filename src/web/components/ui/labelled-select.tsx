import { Field } from '@/web/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

/** A select with its label above it: the label names the trigger (htmlFor → id), so screen readers announce it. */
export const LabelledSelect = <T extends string>({
  id,
  label,
  value,
  options,
  onValueChange,
  className,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onValueChange: (value: T) => void;
  className?: string;
}) => (
  <Field id={id} label={label} className={className}>
    {(control) => (
      // Radix hands back the item's string; every item is one of `options`, so it is a T
      <Select value={value} onValueChange={(next) => onValueChange(next as T)}>
        <SelectTrigger {...control}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    )}
  </Field>
);
