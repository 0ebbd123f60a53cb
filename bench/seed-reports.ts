import pg from 'pg';

const REPORT_COPY = `
  insert into reports (user_id, filename, mime_type, size_bytes, storage_key, file_deleted_at, status, stage,
    failure_reason, attempts, format, page_count, property_address, inspection_date, pricing_region, timings,
    uploaded_at, processing_started_at, completed_at, unlocked_at)
  select user_id, filename, mime_type, size_bytes, null, now(), status, stage, failure_reason, attempts, format,
    page_count, property_address, inspection_date, pricing_region, timings,
    uploaded_at - make_interval(hours => $2), processing_started_at - make_interval(hours => $2),
    completed_at - make_interval(hours => $2), case when $3 then now() end
  from reports where id = $1
  returning id`;

const DEFICIENCY_COPY = `
  insert into deficiencies (report_id, position, category_key, severity, location, description, recommendation,
    repair_method, page, quote, inspector_label, confidence, source, trade, quantity, unit_type, excluded,
    cost_item_code, cost_estimate)
  select $2, position, category_key, severity, location, description, recommendation, repair_method, page, quote,
    inspector_label, confidence, source, trade, quantity, unit_type, excluded, cost_item_code, cost_estimate
  from deficiencies where report_id = $1`;

const MATCH_COPY = `
  insert into deficiency_contractors (report_id, deficiency_id, contractor_id, trade, rank, contractor)
  select $2, copy.id, dc.contractor_id, dc.trade, dc.rank, dc.contractor
  from deficiency_contractors dc
  join deficiencies original on original.id = dc.deficiency_id
  join deficiencies copy on copy.report_id = $2 and copy.position = original.position
  where dc.report_id = $1`;

const SUMMARY_COPY = `
  update reports set list_summary = (select list_summary from reports where id = $1) where id = $2`;

/**
 * Gives a user `total` reports by copying their analysed ones (report, deficiencies, contractor matches, stored list figures) with
 * older upload dates; two in three copies are unlocked, the rest show the locked summary.
 */
export const seedReports = async (databaseUrl: string, userId: number, total: number): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `select id from reports where user_id = $1 and status = 'completed' order by id`,
      [userId],
    );
    if (rows.length === 0) throw new Error('no completed report to copy');
    await client.query('begin');
    for (let k = rows.length; k < total; k++) {
      const template = rows[k % rows.length]!.id;
      const copy = await client.query<{ id: number }>(REPORT_COPY, [template, k, k % 3 !== 2]);
      const id = copy.rows[0]!.id;
      await client.query(DEFICIENCY_COPY, [template, id]);
      await client.query(MATCH_COPY, [template, id]);
      // last: writing the copies cleared it (list-summary triggers); the copy's figures are the template's
      await client.query(SUMMARY_COPY, [template, id]);
    }
    await client.query('commit');
    const counts = await client.query<{ n: number }>(
      `select count(*)::int as n from deficiencies d join reports r on r.id = d.report_id where r.user_id = $1`,
      [userId],
    );
    return counts.rows[0]!.n;
  } finally {
    await client.end();
  }
};

/** Unlocks reports as a credit would (full analysis for the benchmark's detail request). */
export const unlockReports = async (databaseUrl: string, ids: number[]): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('update reports set unlocked_at = now() where id = any($1::int[])', [ids]);
  } finally {
    await client.end();
  }
};
