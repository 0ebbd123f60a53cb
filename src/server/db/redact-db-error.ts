// A failed query's error carries the values it was sent: drizzle's message and `params` list every bound parameter
// (a new user's password hash among them), PGlite adds `params`/`queryOptions`, and PostgreSQL's `detail` spells out
// the failing row ("Failing row contains (…, $argon2id$…)") or key. None of that may reach a log. What a log needs
// to find the fault stays: the SQL text (placeholders only), the code, the constraint, table and column.

const DROPPED = new Set(['params', 'parameters', 'queryOptions', 'detail', 'values']);
const REDACTED = '[redacted]';

/** drizzle's "Failed query: …\nparams: …" message, without the params line(s) */
const withoutParams = (text: string): string =>
  text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);

const isDatabaseError = (e: Record<string, unknown>): boolean =>
  'params' in e ||
  'queryOptions' in e ||
  (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) ||
  (typeof e.message === 'string' && e.message.startsWith('Failed query:'));

/**
 * A copy of the error (and its causes) safe to log: database errors lose their bound values and row details;
 * anything else is returned as it is.
 */
export const redactDbError = (error: unknown, depth = 0): unknown => {
  if (!(error instanceof Error) || depth > 5) return error;
  const source = error as unknown as Record<string, unknown>;
  const cause = redactDbError(source.cause, depth + 1);
  if (!isDatabaseError(source) && cause === source.cause) return error;
  const copy = new Error(withoutParams(error.message)) as Error & Record<string, unknown>;
  copy.name = error.name;
  copy.stack = error.stack ? withoutParams(error.stack) : undefined;
  for (const [key, value] of Object.entries(source)) {
    if (key === 'cause' || key === 'message' || key === 'stack') continue;
    if (DROPPED.has(key)) copy[key] = value === undefined ? undefined : REDACTED;
    else copy[key] = value;
  }
  if (source.cause !== undefined) copy.cause = cause;
  return copy;
};
