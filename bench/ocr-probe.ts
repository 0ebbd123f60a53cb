// Run by ocr-bench.ts in a process of its own, so its peak memory is OCR's: reads a scanned PDF with the engine's
// OCR (default DPI and workers) and prints {pages, seconds, peakRssMb} as JSON.
import { readFileSync } from 'node:fs';
import { extractDocument } from '@/analysis/extract/extract-document';

const data = new Uint8Array(readFileSync(process.argv[2]!));
let pages = 0;
const started = performance.now();
await extractDocument(data, { ocr: { onProgress: (_done, total) => void (pages = total) } });
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ pages, seconds, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
