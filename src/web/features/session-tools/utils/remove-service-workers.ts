export interface CleanupEnvironment {
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'>;
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
}

const browserEnvironment = (): CleanupEnvironment => ({
  serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  caches: 'caches' in window ? window.caches : undefined,
});

/**
 * Unregisters every service worker of this origin and deletes every Cache Storage cache, reporting each step.
 * Throws on the first failure so the page can say what went wrong.
 */
export const removeServiceWorkers = async (
  report: (step: string) => void,
  env: CleanupEnvironment = browserEnvironment(),
): Promise<{ workers: number; caches: number }> => {
  let workers = 0;
  let deleted = 0;
  if (env.serviceWorker) {
    report('Looking for service workers…');
    const registrations = await env.serviceWorker.getRegistrations();
    if (registrations.length === 0) report('No service workers registered.');
    for (const registration of registrations) {
      const removed = await registration.unregister();
      if (!removed) throw new Error(`The service worker for ${registration.scope} could not be unregistered.`);
      workers += 1;
      report(`Unregistered the service worker for ${registration.scope}`);
    }
  } else {
    report('This browser does not use service workers.');
  }
  if (env.caches) {
    report('Looking for cached files…');
    const keys = await env.caches.keys();
    if (keys.length === 0) report('No caches stored.');
    for (const key of keys) {
      await env.caches.delete(key);
      deleted += 1;
      report(`Deleted cache "${key}"`);
    }
  }
  return { workers, caches: deleted };
};
