import type { FastifyRequest } from 'fastify';

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Whether a GET /api/logout comes from our own pages (the spec's helper links) or from the user's own hand (a typed
 * address, a bookmark), not from another site: an `<a href>` or `<img src>` elsewhere must not sign anyone out.
 * The browser's word for it, in order: an Origin (ours or not); Sec-Fetch-Site (same-origin; none = typed or
 * bookmarked, unless a Referer names another site); without fetch metadata (older browsers), a Referer of ours.
 * Anything else (cross-site, same-site: a sibling host is another app) is not ours.
 */
export const isOwnNavigation = (request: FastifyRequest, appOrigin: string): boolean => {
  const origin = request.headers.origin;
  if (origin) return origin === appOrigin;
  const site = request.headers['sec-fetch-site'];
  const referer = originOf(request.headers.referer);
  if (site === 'same-origin') return true;
  if (site === 'none') return request.headers.referer === undefined || referer === appOrigin;
  if (site === undefined) return referer === appOrigin;
  return false;
};

/** A browser's form submission or navigation (wants a page), not the SPA's fetch (wants the 204). */
export const wantsPage = (request: FastifyRequest): boolean =>
  request.headers['sec-fetch-mode'] === 'navigate' || (request.headers.accept ?? '').includes('text/html');

/**
 * What GET /api/logout answers when the request may not be the user's own: nothing is signed out; a button posts
 * the logout (same-origin form: the Origin check lets only our own page's POST through). No script, no external
 * resource: it renders under the app's CSP (form-action 'self').
 */
export const LOGOUT_CONFIRM_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign out of Punchlist?</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem; text-align: center">
<h1>Sign out of Punchlist?</h1>
<p>A link from another page asked to sign you out. You are still signed in.</p>
<form method="post" action="/api/logout" enctype="text/plain">
<button type="submit" style="font: inherit; padding: 0.5rem 1.5rem">Sign out</button>
</form>
<p><a href="/">Stay signed in</a></p>
</body>
</html>
`;
