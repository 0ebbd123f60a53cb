// The install card's timing (platform §4, §9): shown 10 s after the browser offers an install, unless the app
// already runs standalone, was installed, or the card was dismissed in the last 3 days.

export const INSTALL_PROMPT_DELAY_MS = 10_000;
export const INSTALL_DISMISS_SUPPRESS_MS = 3 * 24 * 60 * 60 * 1000;
export const INSTALL_DISMISSED_AT_KEY = 'punchlist-install-dismissed-at';
export const INSTALLED_KEY = 'punchlist-app-installed';

/** Chromium's install offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallPromptEnvironment {
  addEventListener: (type: string, listener: (event: Event) => void) => void;
  removeEventListener: (type: string, listener: (event: Event) => void) => void;
  isStandalone: () => boolean;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const browserInstallEnvironment = (): InstallPromptEnvironment => ({
  addEventListener: (type, listener) => window.addEventListener(type, listener),
  removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  isStandalone: () =>
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true,
  storage: window.localStorage,
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
});

const safeGet = (storage: InstallPromptEnvironment['storage'], key: string): string | null => {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
};

const safeSet = (storage: InstallPromptEnvironment['storage'], key: string, value: string) => {
  try {
    storage.setItem(key, value);
  } catch {
    // private mode: the choice lasts for this page only
  }
};

/** true while a dismissal recorded at `dismissedAt` still suppresses the card */
export const isSuppressed = (dismissedAt: string | null, now: number): boolean => {
  const at = Number(dismissedAt);
  return dismissedAt !== null && Number.isFinite(at) && now - at < INSTALL_DISMISS_SUPPRESS_MS;
};

export interface InstallPromptController {
  /** shows the browser's install dialog; hides the card whatever the answer */
  install: () => Promise<'accepted' | 'dismissed' | 'unavailable'>;
  /** "Later" or the close control: hides the card and records the time */
  dismiss: () => void;
  stop: () => void;
}

export const watchInstallPrompt = (
  env: InstallPromptEnvironment,
  onVisibleChange: (visible: boolean) => void,
): InstallPromptController => {
  let offer: BeforeInstallPromptEvent | null = null;
  let timer: unknown = null;
  let visible = false;

  const setVisible = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    onVisibleChange(next);
  };
  const cancelTimer = () => {
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
  };
  const blocked = () =>
    env.isStandalone() ||
    safeGet(env.storage, INSTALLED_KEY) === '1' ||
    isSuppressed(safeGet(env.storage, INSTALL_DISMISSED_AT_KEY), env.now());

  const onOffer = (event: Event) => {
    // keep the browser's own mini-infobar away: we offer the install with our card
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    if (blocked() || visible) return;
    cancelTimer();
    timer = env.setTimeout(() => {
      timer = null;
      if (!blocked()) setVisible(true);
    }, INSTALL_PROMPT_DELAY_MS);
  };
  const onInstalled = () => {
    safeSet(env.storage, INSTALLED_KEY, '1');
    offer = null;
    cancelTimer();
    setVisible(false);
  };

  env.addEventListener('beforeinstallprompt', onOffer);
  env.addEventListener('appinstalled', onInstalled);

  return {
    install: async () => {
      const current = offer;
      setVisible(false);
      if (!current) return 'unavailable';
      offer = null; // an offer can be used once
      await current.prompt();
      const { outcome } = await current.userChoice;
      if (outcome === 'accepted') safeSet(env.storage, INSTALLED_KEY, '1');
      else safeSet(env.storage, INSTALL_DISMISSED_AT_KEY, String(env.now()));
      return outcome;
    },
    dismiss: () => {
      safeSet(env.storage, INSTALL_DISMISSED_AT_KEY, String(env.now()));
      cancelTimer();
      setVisible(false);
    },
    stop: () => {
      cancelTimer();
      env.removeEventListener('beforeinstallprompt', onOffer);
      env.removeEventListener('appinstalled', onInstalled);
    },
  };
};
