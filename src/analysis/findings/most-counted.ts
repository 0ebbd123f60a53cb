/** The key with the largest count (the first of equals), or the fallback when no count is above zero. */
export const mostCounted = <K>(counts: ReadonlyMap<K, number>, fallback: K): K => {
  let best = fallback;
  let max = 0;
  for (const [k, v] of counts) if (v > max) [best, max] = [k, v];
  return best;
};
