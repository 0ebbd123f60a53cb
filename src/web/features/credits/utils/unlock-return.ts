import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

// A purchase started for one report comes back to that report with its unlock dialog open: after paying, one
// confirmation unlocks it (not a detour through the credits page).
const UNLOCK_PARAM = 'unlock';

/** Where the purchase-success page sends a paid purchase that was started for a report. */
export const unlockReturnPath = (reportId: number) => `/reports/${reportId}?${UNLOCK_PARAM}=1`;

/**
 * True when the page was opened by that return (`?unlock=1`). The parameter is then dropped from the address, so a
 * reload or a shared link does not open the dialog again.
 */
export const useUnlockReturn = (): boolean => {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [returning] = useState(() => new URLSearchParams(search).get(UNLOCK_PARAM) === '1');
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(UNLOCK_PARAM)) return;
    params.delete(UNLOCK_PARAM);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, navigate]);
  return returning;
};
