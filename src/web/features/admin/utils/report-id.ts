const MAX_ID = 2_147_483_647;

/** A report id from the path: a whole number from 1 up (the database's integer range), else null. */
export const parseReportId = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
};
