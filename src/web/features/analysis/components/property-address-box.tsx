import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';

/** The property address box under the title (the address the analysis found in the report). */
export const PropertyAddressBox = ({
  address,
  filename,
  inspectionDate,
  action,
}: {
  address: string | null;
  filename: string;
  inspectionDate: string | null;
  /** beside the address: the owner's Edit */
  action?: ReactNode;
}) => (
  <div className="mb-6 flex items-start gap-3 rounded-xl border bg-muted/40 p-4">
    <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
    <div className="min-w-0 space-y-0.5">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Property Address</p>
      <p className="font-medium break-words">
        {address ?? 'Address not found in the report'}
        {action}
      </p>
      <p className="text-sm break-all text-muted-foreground">
        {filename}
        {inspectionDate ? ` · Inspected ${inspectionDate}` : ''}
      </p>
    </div>
  </div>
);
