/** Empties this origin's localStorage and sessionStorage; returns how many entries were removed. */
export const clearSiteStorage = (): number => {
  let removed = 0;
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      removed += storage.length;
      storage.clear();
    } catch {
      // storage can be disabled by the browser; nothing to clear then
    }
  }
  return removed;
};
