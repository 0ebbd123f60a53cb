import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, TEST_ORIGIN, uniqueName } from '@/testing/server/http-client';
import { createTestApp, type TestApp } from '@/testing/server/test-app';

// Requests another site can make a signed-in browser send: a mutation whose Origin only matches the Host header
// the request itself carries, and a plain navigation to GET /api/logout (a link, an <img>) from someone else's page.

describe('cross-site requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: TEST_ORIGIN });
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const client = new TestClient(t.app);
    await client.register(uniqueName('xs'));
    return client;
  };
  const isSignedIn = async (client: TestClient) => (await client.get('/api/auth/user')).statusCode === 200;

  describe('the Origin check', () => {
    it("accepts only APP_URL's origin, never one made from the request's own Host header", async () => {
      const client = await signedIn();
      for (const scheme of ['http', 'https']) {
        const response = await client.put(
          '/api/auth/profile',
          { firstName: 'Rebound' },
          { host: 'evil.example', origin: `${scheme}://evil.example` },
        );
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Cross-site request refused.');
      }
      // our own host under another name (a second DNS name, an IP) is not APP_URL either
      const other = await client.put(
        '/api/auth/profile',
        { firstName: 'Rebound' },
        { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
      );
      expect(other.statusCode).toBe(403);
      expect((await client.get('/api/auth/user')).json().firstName).toBeNull();
      // APP_URL's origin passes, whatever the Host header says (a proxy may rewrite it)
      const ours = await client.put('/api/auth/profile', { firstName: 'Own' }, { host: 'internal:8080' });
      expect(ours.statusCode).toBe(200);
      expect(ours.json().firstName).toBe('Own');
    });
  });

  describe('GET /api/logout', () => {
    it('signs out at once when the navigation is our own (helper pages, a typed address)', async () => {
      const own: Record<string, string>[] = [
        { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', referer: `${TEST_ORIGIN}/switch-account` },
        { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
        // a browser without fetch metadata: our own page as the Referer
        { referer: `${TEST_ORIGIN}/mobile-logout` },
        { origin: TEST_ORIGIN },
      ];
      for (const headers of own) {
        const client = await signedIn();
        const response = await client.get('/api/logout', headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(302);
        expect(response.headers.location).toBe('/');
        expect(await isSignedIn(client), JSON.stringify(headers)).toBe(false);
      }
    });

    it('signs nobody out from another site: a page with a button that posts the logout instead', async () => {
      const foreign: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', referer: 'https://evil.example/' },
        { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
        // a sibling host is another site's app
        { 'sec-fetch-site': 'same-site', referer: 'http://blog.localhost:3000/' },
        // "typed", but a Referer names another site
        { 'sec-fetch-site': 'none', referer: 'https://evil.example/' },
        { origin: 'https://evil.example' },
        // nothing to tell where it came from
        {},
        { referer: 'https://evil.example/page' },
      ];
      const client = await signedIn();
      for (const headers of foreign) {
        const response = await client.get('/api/logout', headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(response.body).toContain('<form method="post" action="/api/logout"');
        expect(response.body).not.toContain('<script');
        expect(await isSignedIn(client), JSON.stringify(headers)).toBe(true);
      }
    });

    it("signs out with the page's button (a same-origin form post), never with another site's form", async () => {
      const client = await signedIn();
      const form = {
        'content-type': 'text/plain',
        accept: 'text/html,application/xhtml+xml',
        'sec-fetch-mode': 'navigate',
      };
      const forged = await client.post('/api/logout', '', { ...form, origin: 'https://evil.example' });
      expect(forged.statusCode).toBe(403);
      expect(await isSignedIn(client)).toBe(true);

      const pressed = await client.post('/api/logout', '', { ...form, origin: TEST_ORIGIN });
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toBe('/');
      expect(await isSignedIn(client)).toBe(false);

      // the app's own fetch still gets its 204
      const app = await signedIn();
      expect((await app.post('/api/logout')).statusCode).toBe(204);
      expect(await isSignedIn(app)).toBe(false);
    });

    it('just goes home when nobody is signed in, wherever the link was', async () => {
      const response = await new TestClient(t.app).get('/api/logout', { 'sec-fetch-site': 'cross-site' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
    });
  });
});
