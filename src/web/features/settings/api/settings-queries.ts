import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Settings } from '@/contracts/account';
import { applyTheme } from '@/web/lib/theme';
import { queryKeys } from '@/web/lib/query-keys';

// The user's settings live on the server (they follow the user across devices); null when signed out.
export const SETTINGS_KEY = queryKeys.settings;

export const useSettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery<Settings | null>({ queryKey: SETTINGS_KEY, enabled });

/** Applies the signed-in user's saved theme (and remembers it locally so the next load starts in it). */
export const useSettingsTheme = () => {
  const { data } = useSettings();
  // defensive: a stale or foreign cache entry must never take the whole header down
  const theme = data?.preferences?.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
};
