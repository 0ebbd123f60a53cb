import type { ReactNode } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Label } from '@/web/components/ui/label';
import { Switch } from '@/web/components/ui/switch';

export const NOT_AVAILABLE = 'Not available yet';

/** One setting: label, what it does, and its control on the right. */
export const SettingRow = ({
  id,
  label,
  description,
  unavailable = false,
  children,
}: {
  id: string;
  label: string;
  description: ReactNode;
  unavailable?: boolean;
  children: ReactNode;
}) => (
  <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-8">
    <div className="min-w-0 space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={id} className={unavailable ? 'text-muted-foreground' : undefined}>
          {label}
        </Label>
        {unavailable && <Badge variant="outline">{NOT_AVAILABLE}</Badge>}
      </div>
      <p id={`${id}-description`} className="text-sm text-muted-foreground">
        {description}
      </p>
    </div>
    <div className="shrink-0">{children}</div>
  </div>
);

/**
 * A toggle. An unavailable one is disabled and shows what actually happens today (`effective`), so no switch
 * claims an effect it does not have.
 */
export const ToggleRow = ({
  id,
  label,
  description,
  checked,
  onCheckedChange,
  unavailable,
}: {
  id: string;
  label: string;
  description: ReactNode;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  unavailable?: { effective: boolean };
}) => (
  <SettingRow id={id} label={label} description={description} unavailable={unavailable !== undefined}>
    <Switch
      id={id}
      aria-describedby={`${id}-description`}
      checked={unavailable ? unavailable.effective : checked}
      disabled={unavailable !== undefined}
      onCheckedChange={onCheckedChange}
    />
  </SettingRow>
);
