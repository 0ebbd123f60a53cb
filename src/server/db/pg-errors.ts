// drizzle wraps driver errors (pg and PGlite alike) in DrizzleQueryError with the driver error as `cause`.
const driverError = (error: unknown): { code?: string; constraint?: string; detail?: string } | null => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return {
        code: e.code,
        constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
        detail: typeof e.detail === 'string' ? e.detail : undefined,
      };
    current = e.cause;
  }
  return null;
};

/** The violated unique index's name (23505), or null for any other error. */
export const uniqueViolation = (error: unknown): string | null => {
  const e = driverError(error);
  if (e?.code !== '23505') return null;
  return e.constraint ?? e.detail ?? 'unique';
};
