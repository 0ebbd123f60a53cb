import type { Database } from './client';

// Any write to a report's findings (deficiencies) or contractor matches (deficiency_contractors) updates the report's
// own row, whoever makes it (a test fixture, a future code path, an admin's SQL): it clears reports.list_summary (the
// list figures derived from them, see modules/reports/list-summary.ts), and the row's new version (xmin) tells the
// response caches (modules/reports/response-cache.ts) that what they hold is out of date. A cleared summary is aggregated on the
// fly until the next writeListSummary stores it again. drizzle-kit does not generate triggers, so they are
// (re)declared idempotently after the migrations on every start.
const FUNCTION = `
create or replace function punchlist_forget_list_summary() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update reports set list_summary = null where id in (select report_id from old_rows);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update reports set list_summary = null where id in (select report_id from new_rows);
  end if;
  return null;
end
$$`;

const triggers = (table: string) => [
  `create or replace trigger ${table}_forget_summary_insert after insert on ${table}
     referencing new table as new_rows for each statement execute function punchlist_forget_list_summary()`,
  `create or replace trigger ${table}_forget_summary_update after update on ${table}
     referencing old table as old_rows new table as new_rows for each statement
     execute function punchlist_forget_list_summary()`,
  `create or replace trigger ${table}_forget_summary_delete after delete on ${table}
     referencing old table as old_rows for each statement execute function punchlist_forget_list_summary()`,
];

export const LIST_SUMMARY_TRIGGERS = [FUNCTION, ...triggers('deficiencies'), ...triggers('deficiency_contractors')];

export const applyListSummaryTriggers = async (database: Pick<Database, 'executeSql'>): Promise<void> => {
  for (const statement of LIST_SUMMARY_TRIGGERS) await database.executeSql(statement);
};
