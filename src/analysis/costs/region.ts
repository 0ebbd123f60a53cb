import { createRequire } from 'node:module';
import type { RegionInput } from '../types';
import laborIndexData from './cost-data/state-labor-index.json';
import { STATE_NAMES } from '../property/us-states';

export interface ResolvedRegion {
  state: string | null;
  zip: string | null;
  city: string | null;
  /** multiplier on labor (US = 1.00), from the state construction-wage ratio */
  laborIndex: number;
  /** multiplier on materials: 1 except documented freight cases (AK, HI) */
  materialFactor: number;
  /** e.g. 'Austin, TX 78701 · TX labor index 0.84', or 'US national average' */
  label: string;
}

interface StateEntry {
  labor: number;
  materials: number;
  source: 'oews' | 'derived';
}

const stateIndex = laborIndexData as unknown as {
  version: string;
  clamp: { min: number; max: number };
  states: Record<string, StateEntry>;
};

export const NATIONAL_LABEL = 'US national average';

export const NATIONAL_REGION: ResolvedRegion = {
  state: null,
  zip: null,
  city: null,
  laborIndex: 1,
  materialFactor: 1,
  label: NATIONAL_LABEL,
};

interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  country?: string;
}

interface ZipcodesModule {
  lookup: (zip: string) => ZipRecord | undefined;
  states: { normalize: (state: string) => string };
}

// `zipcodes` is 5 MB of CommonJS data: load it on the first ZIP look-up, not when the engine is imported.
let zipcodes: ZipcodesModule | null = null;
const loadZipcodes = (): ZipcodesModule => {
  zipcodes ??= createRequire(import.meta.url)('zipcodes') as ZipcodesModule;
  return zipcodes;
};

/** 'TX', 'tx', 'Texas', 'D.C.' → the two-letter code we hold an index for, else null. */
export const normalizeState = (state: string | null | undefined): string | null => {
  if (!state) return null;
  const cleaned = state.trim().replace(/\./g, '');
  const code = cleaned.length === 2 ? cleaned.toUpperCase() : STATE_NAMES[cleaned.toLowerCase()];
  return code && stateIndex.states[code] ? code : null;
};

const normalizeZip = (zip: string | null | undefined): string | null => {
  const match = zip?.trim().match(/^(\d{5})(?:-\d{4})?$/);
  return match ? (match[1] as string) : null;
};

const clamp = (value: number) => Math.min(stateIndex.clamp.max, Math.max(stateIndex.clamp.min, value));

const regionFor = (state: string, zip: string | null, city: string | null): ResolvedRegion => {
  const entry = stateIndex.states[state] as StateEntry;
  const laborIndex = clamp(entry.labor);
  const place = zip ? `${city ? `${city}, ` : ''}${state} ${zip}` : state;
  const freight = entry.materials !== 1 ? ` · materials +${Math.round((entry.materials - 1) * 100)}% freight` : '';
  return {
    state,
    zip,
    city,
    laborIndex,
    materialFactor: entry.materials,
    label: `${place} · ${state} labor index ${laborIndex.toFixed(2)}${freight}`,
  };
};

/** Where the property is, for pricing: the ZIP wins (offline ZIP table), then the state, else the US average. */
export const resolveRegion = (input: RegionInput): ResolvedRegion => {
  const zip = normalizeZip(input.zip);
  if (zip) {
    const record = loadZipcodes().lookup(zip);
    const state = normalizeState(record?.state);
    if (record && state && (record.country ?? 'US') === 'US') return regionFor(state, zip, record.city);
  }
  const state = normalizeState(input.state);
  return state ? regionFor(state, null, null) : NATIONAL_REGION;
};
