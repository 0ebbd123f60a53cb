/**
 * A full page load, as the spec asks after login, registration and logout: every in-memory cache and component
 * state starts over, which a client-side navigation would not guarantee.
 */
export const hardRedirect = (url: string) => {
  window.location.assign(url);
};
