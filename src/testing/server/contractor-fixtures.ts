import type { Trade } from '@/contracts/common';
import type { Db } from '@/server/db/client';
import { contractors, deficiencies, reports } from '@/server/db/schema';
import { storedEstimate } from './report-fixtures';

// Test rows for the contractors module: a completed report with findings, and directory contractors around Austin.

export const AUSTIN = { lat: 30.2713, lon: -97.7426 };

/** a point `km` north of Austin's 78701 centroid */
export const northOfAustin = (km: number) => ({ lat: AUSTIN.lat + km / 111.2, lon: AUSTIN.lon });

export const insertContractor = async (
  db: Db,
  values: {
    name: string;
    trade: Trade;
    km: number;
    rating?: number | null;
    reviewCount?: number | null;
    phone?: string | null;
  },
) => {
  const [row] = await db
    .insert(contractors)
    .values({
      name: values.name,
      trade: values.trade,
      phone: values.phone === undefined ? '+15125550142' : values.phone,
      website: 'https://example.com/test',
      address: `${values.name} address, Austin, TX 78701`,
      ...northOfAustin(values.km),
      rating: values.rating === undefined ? 4.5 : values.rating,
      reviewCount: values.reviewCount === undefined ? 10 : values.reviewCount,
      source: 'test',
    })
    .returning({ id: contractors.id });
  return `dir_${row!.id}`;
};

/** A completed report at an Austin address with an electrical and a plumbing finding. */
export const insertReport = async (db: Db, userId: number, options: { unlocked?: boolean } = {}) => {
  const [report] = await db
    .insert(reports)
    .values({
      userId,
      filename: 'inspection.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1000,
      status: 'completed',
      stage: 'done',
      propertyAddress: {
        street: '12 Elm St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        full: '12 Elm St, Austin, TX 78701',
      },
      unlockedAt: options.unlocked === false ? null : new Date(),
    })
    .returning({ id: reports.id });
  const reportId = report!.id;
  const rows = await db
    .insert(deficiencies)
    .values([
      {
        reportId,
        position: 0,
        categoryKey: 'electrical',
        severity: 'critical',
        location: 'Garage',
        description: 'Open junction box',
        trade: 'electrician',
        quantity: 2,
        costEstimate: storedEstimate(100, 150, 200),
      },
      {
        reportId,
        position: 1,
        categoryKey: 'plumbing',
        severity: 'minor',
        description: 'Dripping hose bib',
        trade: 'plumber',
      },
    ])
    .returning({ id: deficiencies.id, trade: deficiencies.trade, categoryKey: deficiencies.categoryKey });
  return { reportId, electrical: rows[0]!, plumbing: rows[1]! };
};
