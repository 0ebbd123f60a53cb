import { useCallback, useState } from 'react';
import { GROUP_MODES, type GroupMode } from '../utils/findings-view';

// The findings list's grouping is the buyer's choice and outlives the page: kept in this browser's storage (a
// display preference, not account data, so no server round trip).
export const GROUP_MODE_KEY = 'punchlist.analysis.groupBy';

const read = (): GroupMode => {
  try {
    const stored = window.localStorage.getItem(GROUP_MODE_KEY);
    return (GROUP_MODES as readonly string[]).includes(stored ?? '') ? (stored as GroupMode) : 'severity';
  } catch {
    return 'severity';
  }
};

export const useGroupMode = (): [GroupMode, (mode: GroupMode) => void] => {
  const [mode, setMode] = useState<GroupMode>(read);
  const choose = useCallback((next: GroupMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(GROUP_MODE_KEY, next);
    } catch {
      // storage blocked (private mode): the choice lasts for this page only
    }
  }, []);
  return [mode, choose];
};
