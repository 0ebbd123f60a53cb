import type { Property } from '@/contracts/report-edits';
import type { ReportRow } from './report-access';

/** The report's address in parts (the engine's reading or the owner's correction), null when none was found. */
export const toPropertyDto = (report: Pick<ReportRow, 'propertyAddress' | 'propertyEditedAt'>): Property | null => {
  const address = report.propertyAddress;
  if (!address) return null;
  return {
    street: address.street,
    city: address.city,
    state: address.state,
    zip: address.zip,
    edited: report.propertyEditedAt !== null,
  };
};
