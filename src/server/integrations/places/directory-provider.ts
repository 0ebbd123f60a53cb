import { and, between, eq } from 'drizzle-orm';
import { boundingBox, distanceMetres } from '@/analysis/trades/geo-distance';
import type { Contractor } from '@/contracts/contractors';
import { TradeSchema } from '@/contracts/common';
import type { Db } from '../../db/client';
import { contractors } from '../../db/schema';
import type { ContractorProvider } from './contractor-provider';

type Row = typeof contractors.$inferSelect;

export const directoryContractorId = (rowId: number) => `dir_${rowId}`;

export const toDirectoryContractor = (row: Row, distance: number | null): Contractor => ({
  id: directoryContractorId(row.id),
  placeId: null,
  name: row.name,
  category: TradeSchema.parse(row.trade),
  rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
  reviewCount: row.reviewCount,
  distance: distance === null ? null : Math.round(distance),
  address: row.address,
  phone: row.phone,
  website: row.website,
  isOpen: row.isOpen,
  priceLevel: row.priceLevel,
  isDemo: row.isDemo,
  source: 'directory',
});

/** Our own contractors table (CSV imports, demo rows): a bounding-box query, then the exact distance. */
export const createDirectoryProvider = (db: Db): ContractorProvider => ({
  name: 'directory',
  attribution: null,
  search: async ({ trade, center, radiusKm }) => {
    const box = boundingBox(center, radiusKm);
    const rows = await db
      .select()
      .from(contractors)
      .where(
        and(
          eq(contractors.trade, trade),
          between(contractors.lat, box.minLat, box.maxLat),
          between(contractors.lon, box.minLon, box.maxLon),
        ),
      );
    return rows
      .map((row) => toDirectoryContractor(row, distanceMetres(center, { lat: row.lat, lon: row.lon })))
      .filter((c) => (c.distance ?? Infinity) <= radiusKm * 1000);
  },
});
