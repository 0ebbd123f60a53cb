import { describe, expect, it } from 'vitest';
import { type CleanupEnvironment, removeServiceWorkers } from './remove-service-workers';

const registration = (scope: string, unregisters = true) =>
  ({ scope, unregister: async () => unregisters }) as unknown as ServiceWorkerRegistration;

const environment = (registrations: ServiceWorkerRegistration[], cacheNames: string[]) => {
  const remaining = new Set(cacheNames);
  const env: CleanupEnvironment = {
    serviceWorker: { getRegistrations: async () => registrations },
    caches: {
      keys: async () => [...remaining],
      delete: async (name: string) => remaining.delete(name),
    },
  };
  return { env, remaining };
};

describe('removeServiceWorkers', () => {
  it('unregisters every worker, deletes every cache and reports each step', async () => {
    const steps: string[] = [];
    const { env, remaining } = environment([registration('http://localhost/')], ['workbox-precache-v2', 'api-cache']);
    const result = await removeServiceWorkers((step) => steps.push(step), env);
    expect(result).toEqual({ workers: 1, caches: 2 });
    expect(remaining.size).toBe(0);
    expect(steps).toContain('Unregistered the service worker for http://localhost/');
    expect(steps).toContain('Deleted cache "workbox-precache-v2"');
    expect(steps).toContain('Deleted cache "api-cache"');
  });

  it('fails with a message when a worker refuses to unregister', async () => {
    const { env } = environment([registration('http://localhost/app/', false)], []);
    await expect(removeServiceWorkers(() => {}, env)).rejects.toThrow(
      'The service worker for http://localhost/app/ could not be unregistered.',
    );
  });

  it('says so when there is nothing to remove', async () => {
    const steps: string[] = [];
    const { env } = environment([], []);
    await removeServiceWorkers((step) => steps.push(step), env);
    expect(steps).toContain('No service workers registered.');
    expect(steps).toContain('No caches stored.');
  });
});
