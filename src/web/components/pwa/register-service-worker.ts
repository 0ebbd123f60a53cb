/**
 * Registers /sw.js (app shell cache; never API responses) in production builds. Not on /sw-cleanup, whose job
 * is to remove it.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (window.location.pathname.startsWith('/sw-cleanup')) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  });
};
