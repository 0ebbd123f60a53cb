import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The JS a first visit may download, gzipped (the landing page's target; the signed-in app's ceiling). */
export const WEB_BUDGETS = { landingGzipBytes: 150 * 1000, signedInGzipBytes: 200 * 1000 } as const;

export interface BundleSize {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** The chunk plus everything it imports statically (what the browser fetches before running it). */
const closure = (manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> => {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
};

const keyOf = (manifest: Manifest, source: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(source));
  if (!key) throw new Error(`${source} is not in the Vite manifest`);
  return key;
};

const sizeOf = (webDir: string, manifest: Manifest, keys: Set<string>): BundleSize => {
  let rawBytes = 0;
  let gzipBytes = 0;
  let files = 0;
  for (const key of keys) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const data = readFileSync(join(webDir, file));
    rawBytes += data.length;
    gzipBytes += gzipSync(data, { level: 9 }).length;
    files++;
  }
  return { files, rawBytes, gzipBytes };
};

/**
 * JS a first visit downloads, from Vite's manifest: the entry with its static imports, plus the lazy chunks the
 * route renders at once — the landing page for a visitor; the navigation header and the upload page (what `/`
 * shows) for a signed-in user. Chunks loaded later on demand (the landing's demo dialog) are not counted.
 */
export const measureWebBundles = (webDir: string): { landing: BundleSize; signedIn: BundleSize } => {
  const path = join(webDir, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build with build.manifest (vite.config.ts)`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const landing = closure(manifest, [entry, keyOf(manifest, 'features/landing/components/landing-page.tsx')]);
  const signedIn = closure(manifest, [
    entry,
    keyOf(manifest, 'app/layouts/app-header.tsx'),
    keyOf(manifest, 'features/upload/components/upload-page.tsx'),
  ]);
  return { landing: sizeOf(webDir, manifest, landing), signedIn: sizeOf(webDir, manifest, signedIn) };
};
