import { parsePhoneNumberFromString } from 'libphonenumber-js';

// the US and the territories on the North American plan that US carriers treat as domestic
const US_REGIONS = new Set(['US', 'PR', 'VI', 'GU', 'AS', 'MP']);

/** A US phone number in any common form → E.164 ('+15125550142'), or null when it is not a valid US number. */
export const normalizeUsPhone = (raw: string | null | undefined): string | null => {
  const text = raw?.trim();
  if (!text) return null;
  const parsed = parsePhoneNumberFromString(text, 'US');
  if (!parsed || !parsed.isValid()) return null;
  const country = parsed.country ?? (parsed.countryCallingCode === '1' ? 'US' : undefined);
  return country && US_REGIONS.has(country) ? parsed.number : null;
};
