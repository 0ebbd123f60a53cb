/** Light/dark theme: a `.dark` class on <html>. The settings page chooses; this module applies and remembers. */
export type ThemePreference = 'system' | 'light' | 'dark';

export const THEME_STORAGE_KEY = 'punchlist-theme';

const isPreference = (value: unknown): value is ThemePreference =>
  value === 'system' || value === 'light' || value === 'dark';

export const getStoredTheme = (): ThemePreference => {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(value) ? value : 'system';
  } catch {
    return 'system';
  }
};

const prefersDark = () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

let stopFollowingSystem: (() => void) | undefined;

/** Applies the preference now and, for 'system', follows the OS setting while the page is open. */
export const applyTheme = (preference: ThemePreference, { persist = true } = {}): void => {
  if (persist) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, preference);
    } catch {
      // storage may be unavailable (private mode); the theme still applies for this page
    }
  }
  stopFollowingSystem?.();
  stopFollowingSystem = undefined;
  const root = document.documentElement;
  const update = () =>
    root.classList.toggle('dark', preference === 'dark' || (preference === 'system' && prefersDark()));
  update();
  if (preference === 'system' && typeof matchMedia === 'function') {
    const query = matchMedia('(prefers-color-scheme: dark)');
    query.addEventListener('change', update);
    stopFollowingSystem = () => query.removeEventListener('change', update);
  }
};

export const initTheme = () => applyTheme(getStoredTheme(), { persist: false });
