import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/testing/server/test-app';
import { urlFromQueryKey } from './api-client';
import { PREFIX_KEYS, queryKeys, REPORT_VIEW_KEYS } from './query-keys';

// The web's query keys are URLs (query-keys.ts): each must be a GET route the server registers, or the default
// query function would fetch a 404. The routes are the ones Fastify itself reports (createTestApp's onRoute), so a
// route renamed on the server fails here instead of in a browser.
const recorded: RouteOptions[] = [];

/** GET routes as patterns: ':id' stands for one path segment. */
const getRoutes = () =>
  recorded
    .filter((route) => (Array.isArray(route.method) ? route.method : [route.method]).includes('GET'))
    .map((route) => new RegExp(`^${route.url.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));

const isGetRoute = (url: string) => {
  const path = url.split('?')[0]!;
  return getRoutes().some((pattern) => pattern.test(path));
};

/** Each key with sample arguments: an id (a number or a token, both one path segment), or the cost-match query. */
const sampleKey = (name: keyof typeof queryKeys): readonly unknown[] => {
  const key = queryKeys[name];
  if (typeof key !== 'function') return key;
  return name === 'adminCostMatch' ? queryKeys.adminCostMatch({ text: 'gfci', zip: '78701' }) : key(7 as never);
};

const notUrls: readonly string[] = [...REPORT_VIEW_KEYS, ...PREFIX_KEYS];
const names = Object.keys(queryKeys) as (keyof typeof queryKeys)[];

describe('query keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { onRoute: (route) => recorded.push(route) });
  });
  afterAll(() => t.close());

  it('are GET routes the server registers, every one of them', () => {
    expect(recorded.length).toBeGreaterThan(40);
    const missing = names
      .filter((name) => !notUrls.includes(name))
      .map((name) => `${name}: ${urlFromQueryKey(sampleKey(name))}`)
      .filter((entry) => !isGetRoute(entry.slice(entry.indexOf(' ') + 1)));
    expect(missing).toEqual([]);
  });

  it('name the report list for the views of it, which their query functions fetch with parameters', () => {
    for (const name of REPORT_VIEW_KEYS) {
      expect(sampleKey(name)[0], name).toBe('/api/reports');
      expect(isGetRoute(urlFromQueryKey(sampleKey(name))), name).toBe(false);
    }
    expect(isGetRoute('/api/reports')).toBe(true);
  });

  it('use a prefix key only where it heads keys that are routes', () => {
    const urlKeys = names.filter((name) => !notUrls.includes(name)).map(sampleKey);
    for (const name of PREFIX_KEYS) {
      const prefix = sampleKey(name);
      const headed = urlKeys.filter((key) => prefix.every((part, i) => key[i] === part));
      expect(headed.length, name).toBeGreaterThan(1);
    }
  });

  it('tells a path no route serves from one that a route serves', () => {
    expect(isGetRoute('/api/reports/7/analysis')).toBe(true);
    expect(isGetRoute('/api/reports/7/analysis?x=1')).toBe(true);
    expect(isGetRoute('/api/reports/7/no-such-thing')).toBe(false);
    expect(isGetRoute('/api/reports/7/upload')).toBe(false);
  });
});
