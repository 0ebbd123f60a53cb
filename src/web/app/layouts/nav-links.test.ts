import { describe, expect, it } from 'vitest';
import { isActiveLink, navLinksFor } from './nav-links';

describe('navigation links', () => {
  it('adds the admin pages for admins only', () => {
    expect(navLinksFor('admin').map((l) => l.label)).toContain('Admin');
    expect(navLinksFor('user').map((l) => l.label)).not.toContain('Admin');
    expect(navLinksFor(undefined).map((l) => l.href)).toEqual([
      '/',
      '/reports',
      '/contractors',
      '/credits',
      '/notifications',
      '/settings',
    ]);
  });

  it('marks Home active only on / and other links on their sub-pages', () => {
    expect(isActiveLink('/', '/reports')).toBe(false);
    expect(isActiveLink('/reports', '/reports/12')).toBe(true);
    expect(isActiveLink('/reports', '/reportsx')).toBe(false);
  });
});
