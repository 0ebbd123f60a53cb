import { distanceMetres } from '@/analysis/trades/geo-distance';
import { type Trade, TRADES } from '@/contracts/common';
import type { contractors } from '../../db/schema';
import { isUsableZip, loadZipcodes, type ZipRecord } from '../../integrations/geocoder/zipcodes-geocoder';

export const DEMO_SOURCE = 'demo';
export const DEMO_VERSION = 'demo-v1';

/** Every US ZIP centroid lies within this distance of a demo cluster (under the default 25-mile radius). */
const COVER_KM = 34;
/** contractors sit at most this far from their cluster's centre */
const SCATTER_KM = 5;
const GRID_DEG = 0.5;

// One real area code per state: 555-0100…0199 in any area code is reserved for fiction, so no real business is hit.
const AREA_CODE: Record<string, string> = {
  AL: '205',
  AK: '907',
  AZ: '602',
  AR: '501',
  CA: '213',
  CO: '303',
  CT: '203',
  DE: '302',
  DC: '202',
  FL: '305',
  GA: '404',
  HI: '808',
  ID: '208',
  IL: '312',
  IN: '317',
  IA: '515',
  KS: '316',
  KY: '502',
  LA: '504',
  ME: '207',
  MD: '410',
  MA: '617',
  MI: '313',
  MN: '612',
  MS: '601',
  MO: '314',
  MT: '406',
  NE: '402',
  NV: '702',
  NH: '603',
  NJ: '201',
  NM: '505',
  NY: '212',
  NC: '704',
  ND: '701',
  OH: '614',
  OK: '405',
  OR: '503',
  PA: '215',
  RI: '401',
  SC: '803',
  SD: '605',
  TN: '615',
  TX: '512',
  UT: '801',
  VT: '802',
  VA: '804',
  WA: '206',
  WV: '304',
  WI: '414',
  WY: '307',
  PR: '787',
};

const NAME_WORDS = [
  'Bluebird',
  'Lantern',
  'Copperleaf',
  'Maple Hollow',
  'Northstar',
  'Riverbend',
  'Tumbleweed',
  'Juniper',
  'Silver Fox',
  'Brightside',
  'Cedar Knoll',
  'Quailrun',
  'Honeybee',
  'Moonstone',
  'Foxglove',
  'Kettle Creek',
];
const TRADE_WORDS: Record<Trade, string[]> = {
  electrician: ['Electric', 'Wiring Co.', 'Electrical Services'],
  plumber: ['Plumbing', 'Pipe & Drain', 'Plumbing Co.'],
  roofer: ['Roofing', 'Roof Works', 'Shingle Co.'],
  'hvac contractor': ['Heating & Air', 'HVAC', 'Climate Services'],
  'general contractor': ['Builders', 'Construction', 'Home Contractors'],
  handyman: ['Handyman', 'Home Repair', 'Fix-It Services'],
  'chimney sweep': ['Chimney Sweep', 'Chimney & Flue', 'Hearth Services'],
};

/** A small deterministic generator (mulberry32): the same directory on every machine. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

interface Cluster {
  zip: ZipRecord;
  /** ZIPs this cluster covers: a rough measure of how built-up the area is */
  covered: number;
}

/** Greedy cover: walk the ZIPs in order and start a cluster wherever no cluster is within COVER_KM. */
export const demoClusters = (): Cluster[] => {
  const zips = Object.values(loadZipcodes().codes)
    .filter((r) => isUsableZip(r) && AREA_CODE[r.state] !== undefined)
    .sort((a, b) => a.zip.localeCompare(b.zip));
  const grid = new Map<string, Cluster[]>();
  const clusters: Cluster[] = [];
  const cell = (lat: number, lon: number) => [Math.floor(lat / GRID_DEG), Math.floor(lon / GRID_DEG)] as const;
  for (const zip of zips) {
    const here = { lat: zip.latitude, lon: zip.longitude };
    const [ci, cj] = cell(here.lat, here.lon);
    let owner: Cluster | undefined;
    // a cell is ≥ 55 km tall, and ≥ 13 km wide up to Alaska's latitudes: ±1 rows and ±3 columns reach COVER_KM
    for (let i = ci - 1; i <= ci + 1 && !owner; i++) {
      for (let j = cj - 3; j <= cj + 3 && !owner; j++) {
        owner = grid
          .get(`${i}:${j}`)
          ?.find((c) => distanceMetres(here, { lat: c.zip.latitude, lon: c.zip.longitude }) <= COVER_KM * 1000);
      }
    }
    if (owner) {
      owner.covered++;
      continue;
    }
    const cluster = { zip, covered: 1 };
    clusters.push(cluster);
    const key = `${ci}:${cj}`;
    grid.set(key, [...(grid.get(key) ?? []), cluster]);
  }
  return clusters;
};

type NewContractor = typeof contractors.$inferInsert;

/**
 * The demo directory: clusters of obviously fictional contractors ('(Demo)' in the name, example.com websites,
 * 555-01xx numbers, 'Demo Way' addresses) covering every US ZIP with every trade; built-up areas get more of each.
 */
export const buildDemoDirectory = (): NewContractor[] => {
  const rows: NewContractor[] = [];
  for (const cluster of demoClusters()) {
    const { zip } = cluster;
    const next = random(Number(zip.zip));
    const perTrade = 1 + Math.min(3, Math.floor(cluster.covered / 20));
    for (const trade of TRADES) {
      for (let n = 0; n < perTrade; n++) {
        const bearing = next() * 2 * Math.PI;
        const km = Math.sqrt(next()) * SCATTER_KM;
        const lat = zip.latitude + (km / 111.32) * Math.cos(bearing);
        const lon = zip.longitude + (km / (111.32 * Math.cos((zip.latitude * Math.PI) / 180))) * Math.sin(bearing);
        const word = NAME_WORDS[Math.floor(next() * NAME_WORDS.length)] as string;
        const suffixes = TRADE_WORDS[trade];
        const name = `${word} ${suffixes[Math.floor(next() * suffixes.length)]} (Demo)`;
        const slug = `${name}-${zip.zip}-${n}`
          .toLowerCase()
          .replace(/\(demo\)/, '')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
        const line = String(Math.floor(next() * 100)).padStart(2, '0');
        rows.push({
          name,
          trade,
          phone: `+1${AREA_CODE[zip.state]}55501${line}`,
          website: next() < 0.85 ? `https://example.com/demo/${slug}` : null,
          address: `${100 + Math.floor(next() * 9800)} Demo Way, ${zip.city}, ${zip.state} ${zip.zip}`,
          city: zip.city,
          state: zip.state,
          zip: zip.zip,
          lat: Math.round(lat * 1e5) / 1e5,
          lon: Math.round(lon * 1e5) / 1e5,
          // the first of each trade meets the default 4.0 floor, so every area gets a recommendation
          rating: Math.round((n === 0 ? 4.1 + next() * 0.9 : 3.4 + next() * 1.6) * 10) / 10,
          reviewCount: 3 + Math.floor(next() ** 2 * 600),
          priceLevel: 1 + Math.floor(next() * 4),
          isOpen: next() < 0.7,
          isDemo: true,
          source: DEMO_SOURCE,
          asOf: DEMO_VERSION,
        });
      }
    }
  }
  return rows;
};
