import { useId } from 'react';
import { MESSAGE_NAME_MAX } from '@/contracts/contractor-message';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

interface HomeownerContactFieldsProps {
  name: string;
  phone: string;
  onNameChange: (name: string) => void;
  onPhoneChange: (phone: string) => void;
  /** the server's reason the number was refused, shown under the field */
  phoneError?: string | null;
  disabled?: boolean;
}

/** The homeowner's name and number that a contractor's text carries (both message dialogs). */
export const HomeownerContactFields = ({
  name,
  phone,
  onNameChange,
  onPhoneChange,
  phoneError,
  disabled,
}: HomeownerContactFieldsProps) => {
  const ids = { name: useId(), phone: useId() };
  const errorId = `${ids.phone}-error`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor={ids.name}>Your Name *</Label>
        <Input
          id={ids.name}
          value={name}
          onChange={(e) => onNameChange(e.target.value)}
          maxLength={MESSAGE_NAME_MAX}
          autoComplete="name"
          disabled={disabled}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.phone}>Your Phone Number *</Label>
        <Input
          id={ids.phone}
          type="tel"
          inputMode="tel"
          value={phone}
          onChange={(e) => onPhoneChange(e.target.value)}
          autoComplete="tel"
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? errorId : undefined}
          disabled={disabled}
        />
        {phoneError && (
          <p id={errorId} className="text-sm text-destructive">
            {phoneError}
          </p>
        )}
      </div>
    </div>
  );
};
