import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INSTALL_DISMISSED_AT_KEY,
  INSTALL_DISMISS_SUPPRESS_MS,
  INSTALL_PROMPT_DELAY_MS,
  INSTALLED_KEY,
  type InstallPromptEnvironment,
  watchInstallPrompt,
} from './install-prompt-controller';

/** A window stand-in: real event dispatch, Map storage, fake timers and clock. */
const setup = ({ standalone = false, stored = {} as Record<string, string> } = {}) => {
  const target = new EventTarget();
  const storage = new Map(Object.entries(stored));
  const env: InstallPromptEnvironment = {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    isStandalone: () => standalone,
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    now: () => Date.now(),
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  const visible: boolean[] = [];
  const controller = watchInstallPrompt(env, (v) => visible.push(v));
  const prompt = vi.fn(async () => {});
  const offer = (outcome: 'accepted' | 'dismissed' = 'dismissed') => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome }),
    });
    target.dispatchEvent(event);
    return event;
  };
  const isVisible = () => visible.at(-1) === true;
  return { target, storage, controller, offer, prompt, isVisible, visible };
};

describe('install prompt timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('appears 10 seconds after the browser offers an install, not before', () => {
    const t = setup();
    const event = t.offer();
    expect(event.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS - 1);
    expect(t.isVisible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(t.isVisible()).toBe(true);
  });

  it('never appears without an offer, or when already running standalone', () => {
    const none = setup();
    vi.advanceTimersByTime(60_000);
    expect(none.visible).toEqual([]);
    const standalone = setup({ standalone: true });
    standalone.offer();
    vi.advanceTimersByTime(60_000);
    expect(standalone.visible).toEqual([]);
  });

  it('stays away for 3 days after Later or close, then comes back', () => {
    const t = setup();
    t.offer();
    vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS);
    t.controller.dismiss();
    expect(t.isVisible()).toBe(false);
    expect(t.storage.get(INSTALL_DISMISSED_AT_KEY)).toBe(String(Date.now()));

    // a new page load within 3 days: the offer is ignored
    vi.advanceTimersByTime(INSTALL_DISMISS_SUPPRESS_MS - 60_000);
    const later = setup({ stored: Object.fromEntries(t.storage) });
    later.offer();
    vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS);
    expect(later.visible).toEqual([]);

    // after 3 days it is offered again
    vi.advanceTimersByTime(60_000);
    const after = setup({ stored: Object.fromEntries(t.storage) });
    after.offer();
    vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS);
    expect(after.isVisible()).toBe(true);
  });

  it('dismissing before the delay ends cancels the pending card', () => {
    const t = setup();
    t.offer();
    vi.advanceTimersByTime(5_000);
    t.controller.dismiss();
    vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS);
    expect(t.isVisible()).toBe(false);
  });

  it('Install App shows the browser dialog and hides the card; accepting hides it for good', async () => {
    const t = setup();
    t.offer('accepted');
    vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS);
    expect(await t.controller.install()).toBe('accepted');
    expect(t.prompt).toHaveBeenCalledOnce();
    expect(t.isVisible()).toBe(false);
    expect(t.storage.get(INSTALLED_KEY)).toBe('1');
    const next = setup({ stored: Object.fromEntries(t.storage) });
    next.offer();
    vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS);
    expect(next.visible).toEqual([]);
  });

  it('declining the browser dialog counts as a dismissal', async () => {
    const t = setup();
    t.offer('dismissed');
    vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS);
    expect(await t.controller.install()).toBe('dismissed');
    expect(t.storage.get(INSTALL_DISMISSED_AT_KEY)).toBe(String(Date.now()));
  });

  it('hides for good once the app is installed', () => {
    const t = setup();
    t.offer();
    vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS);
    expect(t.isVisible()).toBe(true);
    t.target.dispatchEvent(new Event('appinstalled'));
    expect(t.isVisible()).toBe(false);
    expect(t.storage.get(INSTALLED_KEY)).toBe('1');
  });

  it('stops listening when stopped', () => {
    const t = setup();
    t.controller.stop();
    t.offer();
    vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS);
    expect(t.visible).toEqual([]);
  });
});
