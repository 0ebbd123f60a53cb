// The engine's public vocabulary. The analysis library is pure (no DB, no HTTP, no env), so it keeps its own
// types; the server maps them onto the wire shapes in src/contracts.

export const CATEGORY_KEYS = [
  'structural',
  'exterior',
  'roofing',
  'plumbing',
  'electrical',
  'hvac',
  'interiors',
  'insulation',
  'fireplaces',
  'environmental',
  'appliances',
  'general',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export const CATEGORY_NAMES: Record<CategoryKey, string> = {
  structural: 'Structural',
  exterior: 'Exterior',
  roofing: 'Roofing',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  hvac: 'HVAC',
  interiors: 'Interiors',
  insulation: 'Insulation',
  fireplaces: 'Fireplaces',
  environmental: 'Environmental',
  appliances: 'Appliances',
  general: 'General',
};

export const SEVERITIES = ['critical', 'major', 'minor'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const UNIT_TYPES = ['each', 'sq_ft', 'lin_ft', 'gallon', 'hour'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const TRADES = [
  'electrician',
  'plumber',
  'roofer',
  'hvac contractor',
  'general contractor',
  'handyman',
  'chimney sweep',
] as const;
export type Trade = (typeof TRADES)[number];

export type ReportFormat =
  'spectora' | 'trec' | 'homegauge' | 'homeinspectorpro' | 'checklist' | 'narrative' | 'prose' | 'unknown';

/** Analysis stages the engine reports while it runs (the server adds 'matching' for contractors). */
export type EngineStage = 'extracting' | 'ocr' | 'analyzing' | 'pricing';

/** How far a stage that counts its work has got ('ocr': scanned pages read of those to read). */
export interface StageProgress {
  done: number;
  total: number;
}

// ---------- extraction ----------

/** The font name of a text upload's runs: a text file has no typefaces. */
export const PLAIN_TEXT_FONT = 'text';

/** One text run as pdf.js gives it, with what styling carries meaning in inspection reports. */
export interface TextRun {
  text: string;
  /** left edge and baseline in PDF user space, y measured from the top of the page */
  x: number;
  y: number;
  width: number;
  height: number;
  fontName: string;
  bold: boolean;
  italic: boolean;
  /** fill colour as '#rrggbb', null when unknown */
  color: string | null;
  /** colour '#rrggbb' of the filled shape behind the run (a highlight, a shaded cell); absent when none or white */
  background?: string;
}

/** A visual line after reading-order reconstruction (runs joined, artefacts repaired). */
export interface TextLine {
  text: string;
  x: number;
  y: number;
  runs: TextRun[];
}

export interface PageText {
  /** 1-based PDF page number */
  number: number;
  width: number;
  height: number;
  lines: TextLine[];
  /** the page's lines joined with '\n' */
  text: string;
}

export interface ExtractedDocument {
  kind: 'pdf' | 'text';
  pageCount: number;
  pages: PageText[];
}

// ---------- findings ----------

export interface Finding {
  category: CategoryKey;
  severity: Severity;
  location: string | null;
  /** a short readable title */
  description: string;
  recommendation: string | null;
  repairMethod: string | null;
  /** 1-based PDF page the finding is cited at */
  page: number;
  /** the inspector's words, verbatim from the page text, at most 600 characters */
  quote: string;
  /** how the inspector marked it ('Safety Hazard', 'Repair or Replace', 'red text', 'SER checked'…), or null */
  inspectorLabel: string | null;
  /** 0..1 */
  confidence: number;
  source: 'builtin' | 'llm';
}

export interface FindContext {
  signal?: AbortSignal;
  /** called with a warning the caller should log (the engine never logs itself) */
  warn?: (message: string, detail?: unknown) => void;
}

/** A strategy that turns an extracted document into findings (builtin rules, or an LLM provider). */
export interface Finder {
  name: string;
  find(doc: ExtractedDocument, ctx: FindContext): Promise<Finding[]>;
}

// ---------- property ----------

export interface PropertyAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** one-line form for display, e.g. '123 Main St, Austin, TX 78701' */
  full: string;
}

export interface PropertyDetails {
  address: PropertyAddress | null;
  /** ISO date (YYYY-MM-DD) when the report states it */
  inspectionDate: string | null;
}

// ---------- costs ----------

export interface Citation {
  url: string;
  label: string;
}

/** Per-unit estimate (the client multiplies by quantity), exactly the normalised fields of the spec. */
export interface CostEstimate {
  minCost: number;
  averageCost: number;
  maxCost: number;
  laborCost: number;
  materialCost: number;
  currency: 'USD';
  sourceKey: string;
  sourceLabel: string;
  region: string;
  urgency: 'high' | 'medium' | 'low';
  priorityScore: number;
  matchedKeywords: string[];
  totalKeywords: number;
  bniItemCode: string;
  bniDescription: string;
  uncertaintyPct: 20 | 35 | null;
  materialCitations: Citation[];
  laborCitations: Citation[];
  /** what one unit of the catalog item prices, in words; absent on estimates made before catalog 2026.2 */
  scope?: string;
  /** the trade's minimum visit: it floors the labor of the whole job (quantity × labor), see lineTotals */
  minimumCharge?: MinimumCharge | null;
}

/** A trade's minimum charge for a visit in the estimate's region, whole dollars. */
export interface MinimumCharge {
  min: number;
  average: number;
  max: number;
  /** "the electrician's minimum visit" */
  label: string;
}

/** Where a property is, for labor pricing. */
export interface RegionInput {
  zip?: string | null;
  state?: string | null;
}

export interface PricedFinding extends Finding {
  trade: Trade;
  quantity: number;
  unitType: UnitType;
  costEstimate: CostEstimate | null;
}

// ---------- whole analysis ----------

export interface AnalysisTimings {
  extractMs: number;
  findMs: number;
  priceMs: number;
  totalMs: number;
}

/** A paragraph-sized piece of the report's text, kept with the report so questions can be answered from it. */
export interface Passage {
  /** 1-based PDF page */
  page: number;
  /** the section (and sub-heading) the passage sits under, as printed, or null before the first heading */
  heading: string | null;
  /** the passage's lines joined with '\n', verbatim */
  text: string;
}

export interface AnalysisResult {
  propertyAddress: PropertyAddress | null;
  inspectionDate: string | null;
  format: ReportFormat;
  pages: number;
  deficiencies: PricedFinding[];
  /** the report's text in paragraph-sized passages (questions/build-passages.ts) */
  passages: Passage[];
  timings: AnalysisTimings;
}

export type AnalysisErrorCode =
  'scanned' | 'encrypted' | 'corrupt' | 'too_many_pages' | 'timeout' | 'empty' | 'unsupported';

/** A report the engine cannot analyse; `message` is written for the end user. */
export class AnalysisError extends Error {
  readonly code: AnalysisErrorCode;
  constructor(code: AnalysisErrorCode, message: string) {
    super(message);
    this.name = 'AnalysisError';
    this.code = code;
  }
}
