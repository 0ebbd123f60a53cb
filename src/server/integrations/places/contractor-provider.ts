import type { LatLon } from '@/analysis/trades/geo-distance';
import type { Contractor } from '@/contracts/contractors';
import type { Trade } from '@/contracts/common';

export interface ContractorSearch {
  trade: Trade;
  center: LatLon;
  /** the largest radius the caller will accept; results may be farther (callers filter by `distance`) */
  radiusKm: number;
}

/** The contractor seam: our own directory table (default) or Google Places. */
export interface ContractorProvider {
  name: 'directory' | 'google';
  /** shown with the results when the source requires it (Google's terms), else null */
  attribution: string | null;
  /** contractors of one trade around a point, each with `distance` in metres from it */
  search(query: ContractorSearch): Promise<Contractor[]>;
}
