import { estimateFinding } from './costs/estimate';
import { resolveRegion } from './costs/region';
import { extractDocument, type ExtractOptions } from './extract/extract-document';
import { builtinFinder } from './findings/builtin-finder';
import { extractPropertyDetails } from './property/extract-property';
import { buildPassages } from './questions/build-passages';
import { tradeForFinding } from './trades/category-trade';
import type { AnalysisResult, EngineStage, Finder, PricedFinding, RegionInput, StageProgress } from './types';

export interface AnalyzeInput {
  data: Uint8Array;
  /** 'pdf' or 'text'; detected from the bytes when omitted */
  kind?: 'pdf' | 'text';
}

export interface AnalyzeOptions {
  /** defaults to the builtin rules engine */
  finder?: Finder;
  /** overrides the property's own ZIP/state for pricing (e.g. the CLI's --zip) */
  region?: RegionInput;
  onStage?: (stage: EngineStage, progress?: StageProgress) => void | Promise<void>;
  warn?: (message: string, detail?: unknown) => void;
  signal?: AbortSignal;
  extract?: ExtractOptions;
}

const now = () => performance.now();

/** The whole engine: bytes in, cited and priced deficiencies out. Throws AnalysisError for unreadable input. */
export const analyzeReport = async (input: AnalyzeInput, options: AnalyzeOptions = {}): Promise<AnalysisResult> => {
  const started = now();
  await options.onStage?.('extracting');
  const ocr = options.extract?.ocr;
  const doc = await extractDocument(input.data, {
    kind: input.kind,
    signal: options.signal,
    ...options.extract,
    ocr: ocr === false ? false : { ...ocr, onProgress: (done, total) => options.onStage?.('ocr', { done, total }) },
  });
  const extracted = now();

  await options.onStage?.('analyzing');
  const property = extractPropertyDetails(doc);
  const finder = options.finder ?? builtinFinder;
  const findings = await finder.find(doc, { signal: options.signal, warn: options.warn });
  const passages = buildPassages(doc);
  const found = now();

  await options.onStage?.('pricing');
  const region = resolveRegion({
    zip: options.region?.zip ?? property.address?.zip ?? null,
    state: options.region?.state ?? property.address?.state ?? null,
  });
  const deficiencies: PricedFinding[] = findings.map((finding) => {
    const priced = estimateFinding(finding, region);
    return {
      ...finding,
      trade: tradeForFinding(finding),
      quantity: priced.quantity,
      unitType: priced.unitType,
      costEstimate: priced.costEstimate,
    };
  });
  const priced = now();

  return {
    propertyAddress: property.address,
    inspectionDate: property.inspectionDate,
    format: builtinFinder.detectFormat(doc),
    pages: doc.pageCount,
    deficiencies,
    passages,
    timings: {
      extractMs: Math.round(extracted - started),
      findMs: Math.round(found - extracted),
      priceMs: Math.round(priced - found),
      totalMs: Math.round(priced - started),
    },
  };
};
