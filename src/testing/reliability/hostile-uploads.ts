import { LIMITS } from '@/contracts/common';
import { buildPdf, HELVETICA, pdfStream, simplePdf, textContent } from './raw-pdf';

// A deterministic generator of bad uploads (same seed, same bytes): what a careless or hostile client sends.
// Every item says which outcomes are acceptable; the suite checks that none ends in a 5xx, a crash, a report stuck
// in `processing` or a failure without a reason.

export type HostileKind =
  | 'random-after-header'
  | 'truncated-pdf'
  | 'encrypted-pdf'
  | 'absurd-page-count'
  | 'nested-objects'
  | 'compression-bomb'
  | 'control-text'
  | 'oversized';

/** refused: a 4xx with a JSON message; failed / completed: the analysis's end state. */
export type Outcome = 'refused' | 'failed' | 'completed';

export interface HostileUpload {
  index: number;
  kind: HostileKind;
  /** what this variant is, for failure messages */
  variant: string;
  filename: string;
  contentType: string;
  /** the body, or (oversized) its size: those are streamed, never held whole */
  data: Buffer | { size: number; head: Buffer };
  accept: Outcome[];
  /** when refused: the status it must be */
  status?: number;
}

/** mulberry32: small, fast, good enough to make the same files every run */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const bytes = (n: number) => {
    const out = Buffer.alloc(n);
    for (let i = 0; i < n; i++) out[i] = Math.floor(next() * 256);
    return out;
  };
  return { next, int, pick, bytes };
};
type Random = ReturnType<typeof seededRandom>;

/** Our own lines (not corpus text): enough for the engine to find something when a file is readable. */
const REPORT_LINES = [
  'RESIDENTIAL INSPECTION - 88 Larkspur Court, Boise, ID 83702',
  'Inspection Date: 03/14/2025',
  'ELECTRICAL',
  'Deficient: Open junction box in the attic; exposed splices are a shock hazard. Recommend an electrician.',
  'PLUMBING',
  'Deficient: Corroded supply line under the hall bath sink is dripping. Recommend a plumber repair it.',
  'ROOFING',
  'Deficient: Lifted and cracked shingles at the north valley. Recommend a roofer evaluate and repair.',
];

const FILENAMES = [
  'report.pdf',
  'inspection.txt',
  '../../../etc/passwd.pdf',
  '..\\..\\windows\\win.ini.pdf',
  '<img src=x onerror=alert(1)>.pdf',
  'name\u0000with\u0001controls\u001b[31m.pdf',
  '\u202egnp.pdf',
  `${'long'.repeat(120)}.pdf`,
  'CON.pdf',
  ' .pdf',
  'rapport d’inspection — été.pdf',
];

const pdfName = (r: Random) => {
  const name = r.pick(FILENAMES);
  return name.endsWith('.pdf') ? name : `${name}.pdf`;
};

// ---------- kinds ----------

const TOKENS = [
  'obj',
  'endobj',
  'stream',
  'endstream',
  'xref',
  'trailer',
  '<<',
  '>>',
  '[',
  ']',
  '/Type',
  '/Pages',
  'R',
];

const randomAfterHeader = (r: Random): Pick<HostileUpload, 'variant' | 'data' | 'accept'> => {
  const header = Buffer.from(`%PDF-1.${r.int(0, 7)}\n`);
  if (r.next() < 0.5)
    return { variant: 'random bytes', data: Buffer.concat([header, r.bytes(r.int(1, 48_000))]), accept: ['failed'] };
  // token soup: PDF keywords between random bytes, to walk the parser's recovery paths
  const parts: Buffer[] = [header];
  const count = r.int(20, 2_000);
  for (let i = 0; i < count; i++) {
    parts.push(r.next() < 0.5 ? Buffer.from(` ${r.pick(TOKENS)} ${r.int(0, 99)} 0 `) : r.bytes(r.int(1, 40)));
  }
  if (r.next() < 0.5) parts.push(Buffer.from(`\nstartxref\n${r.int(0, 10_000)}\n%%EOF\n`));
  return { variant: 'token soup', data: Buffer.concat(parts), accept: ['failed'] };
};

const truncatedPdf = (r: Random, bases: Buffer[]): Pick<HostileUpload, 'variant' | 'data' | 'accept'> => {
  const base = r.pick(bases);
  const cut = r.int(8, base.length - 1);
  // pdf.js rebuilds a lost cross-reference table, so a file cut late may still read: completing is fine then
  return { variant: `cut at ${cut}/${base.length}`, data: base.subarray(0, cut), accept: ['failed', 'completed'] };
};

const hex = (r: Random, n: number) => `<${r.bytes(n).toString('hex')}>`;

const encryptedPdf = (r: Random): Pick<HostileUpload, 'variant' | 'data' | 'accept'> => {
  const variants: [string, () => string][] = [
    ['RC4 40-bit', () => `<< /Filter /Standard /V 1 /R 2 /O ${hex(r, 32)} /U ${hex(r, 32)} /P -44 >>`],
    ['RC4 128-bit', () => `<< /Filter /Standard /V 2 /R 3 /Length 128 /O ${hex(r, 32)} /U ${hex(r, 32)} /P -3904 >>`],
    [
      'AES-128',
      () =>
        `<< /Filter /Standard /V 4 /R 4 /Length 128 /CF << /StdCF << /CFM /AESV2 /AuthEvent /DocOpen /Length 16 >> >> /StmF /StdCF /StrF /StdCF /O ${hex(r, 32)} /U ${hex(r, 32)} /P -1028 >>`,
    ],
    [
      'AES-256',
      () =>
        `<< /Filter /Standard /V 5 /R 6 /Length 256 /CF << /StdCF << /CFM /AESV3 /AuthEvent /DocOpen /Length 32 >> >> /StmF /StdCF /StrF /StdCF /O ${hex(r, 48)} /U ${hex(r, 48)} /OE ${hex(r, 32)} /UE ${hex(r, 32)} /Perms ${hex(r, 16)} /P -1028 >>`,
    ],
    ['unknown handler', () => `<< /Filter /NotARealSecurityHandler /V 9 /R 9 /P -4 >>`],
  ];
  const [variant, encrypt] = r.pick(variants);
  const data = simplePdf(REPORT_LINES, {
    extra: [encrypt()],
    trailer: `/Encrypt 6 0 R /ID [${hex(r, 16)} ${hex(r, 16)}]`,
  });
  return { variant, data, accept: ['failed'] };
};

const absurdPageCount = (r: Random, manyPages: Buffer): Pick<HostileUpload, 'variant' | 'data' | 'accept'> => {
  const choice = r.int(0, 5);
  if (choice === 0) return { variant: '301 real pages', data: manyPages, accept: ['failed'] };
  if (choice === 1) {
    const count = r.pick([2_147_483_647, 99_999_999_999, 1e300, 4_000]);
    return {
      variant: `/Count ${count} with one kid`,
      data: simplePdf(REPORT_LINES, { pages: `<< /Type /Pages /Kids [3 0 R] /Count ${count} >>` }),
      accept: ['failed', 'completed'],
    };
  }
  if (choice === 2) {
    const count = r.pick(['-1', '0', '-2147483648', '/Name', '(seven)', '1.5']);
    return {
      variant: `/Count ${count}`,
      data: simplePdf(REPORT_LINES, { pages: `<< /Type /Pages /Kids [3 0 R] /Count ${count} >>` }),
      accept: ['failed', 'completed'],
    };
  }
  // one page referenced many times: a small file that claims thousands of pages
  const kids = r.int(301, 60_000);
  const list = Array.from({ length: kids }, () => '3 0 R').join(' ');
  const honest = r.next() < 0.5;
  return {
    variant: `${kids} kids → one page (/Count ${honest ? kids : 1})`,
    data: simplePdf(REPORT_LINES, { pages: `<< /Type /Pages /Kids [${list}] /Count ${honest ? kids : 1} >>` }),
    accept: ['failed', 'completed'],
  };
};

const nestedObjects = (r: Random): Pick<HostileUpload, 'variant' | 'data' | 'accept'> => {
  const depth = r.int(1_000, 200_000);
  const choice = r.int(0, 7);
  const accept: Outcome[] = ['failed', 'completed'];
  switch (choice) {
    case 0:
      return {
        variant: `content stream arrays ${depth} deep`,
        data: simplePdf(REPORT_LINES, {
          contents: '[4 0 R 6 0 R]',
          extra: [pdfStream('', `${'['.repeat(depth)}${']'.repeat(depth)} pop`)],
        }),
        accept,
      };
    case 1:
      return {
        variant: `page dictionary ${depth} deep`,
        data: simplePdf(REPORT_LINES, { page: `/Junk ${'<< /A '.repeat(depth)}1${' >>'.repeat(depth)}` }),
        accept,
      };
    case 2: {
      // pdf.js is quadratic in these: 5,000 take milliseconds, 200,000 would take hours (the engine's limit stops it)
      const saves = r.pick([1_000, 5_000, 10_000, 200_000]);
      return {
        variant: `${saves} unbalanced q (save) operators`,
        data: simplePdf(REPORT_LINES, { contents: '[6 0 R 4 0 R]', extra: [pdfStream('', 'q '.repeat(saves))] }),
        accept,
      };
    }
    case 3: {
      // a chain of page-tree nodes, each with one kid
      const levels = r.int(200, 5_000);
      const objects = ['<< /Type /Catalog /Pages 2 0 R >>'];
      for (let i = 0; i < levels; i++) {
        const self = i + 2;
        const parent = i === 0 ? '' : `/Parent ${self - 1} 0 R`;
        objects.push(`<< /Type /Pages /Kids [${self + 1} 0 R] /Count 1 ${parent} >>`);
      }
      const page = levels + 2;
      objects.push(
        `<< /Type /Page /Parent ${page - 1} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${page + 2} 0 R >> >> /Contents ${page + 1} 0 R >>`,
        pdfStream('', textContent(REPORT_LINES)).toString('latin1'),
        HELVETICA,
      );
      return { variant: `page tree ${levels} levels deep`, data: buildPdf(objects), accept };
    }
    case 4:
      return {
        variant: 'page tree that contains itself',
        data: simplePdf(REPORT_LINES, { pages: '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>' }),
        accept,
      };
    case 5:
      return {
        variant: 'form XObject that draws itself',
        data: simplePdf(REPORT_LINES, {
          contents: '[4 0 R 7 0 R]',
          resources: '/XObject << /X0 6 0 R >>',
          extra: [
            pdfStream(
              '/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /XObject << /X0 6 0 R >> >>',
              '/X0 Do',
            ),
            pdfStream('', '/X0 Do'),
          ],
        }),
        accept,
      };
    case 6:
      return {
        variant: 'cross-reference table whose /Prev is itself',
        data: buildPdf(
          [
            '<< /Type /Catalog /Pages 2 0 R >>',
            '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
            '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
            pdfStream('', textContent(REPORT_LINES)),
            HELVETICA,
          ],
          { prevSelf: true },
        ),
        accept,
      };
    default:
      return {
        variant: `string ${depth} parentheses deep`,
        data: simplePdf(REPORT_LINES, {
          contents: '[4 0 R 6 0 R]',
          extra: [pdfStream('', `BT /F1 9 Tf (${'('.repeat(depth)}${')'.repeat(depth)}) Tj ET`)],
        }),
        accept,
      };
  }
};

const compressionBomb = (r: Random): Pick<HostileUpload, 'variant' | 'data' | 'accept'> => {
  // a few hundred KB that inflate to tens or hundreds of MB of content stream
  const mb = r.pick([64, 128]);
  const filler = r.next() < 0.5 ? Buffer.alloc(mb * 1024 * 1024, 0x20) : Buffer.alloc(mb * 1024 * 1024, 'q Q ');
  return {
    variant: `content stream inflating to ${mb} MB`,
    data: simplePdf(REPORT_LINES, {
      contents: '[4 0 R 6 0 R]',
      extra: [pdfStream('', filler, { deflate: true })],
    }),
    accept: ['failed', 'completed'],
  };
};

const CONTROL_CHARS = [
  ...Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)).filter((c) => !'\t\n\r'.includes(c)),
  '\x7f',
  '\u200b',
  '\u202e',
  '\u2066',
  '\ufeff',
  '\x1b[31m',
  '\x1b]0;title\x07',
];

const controlText = (r: Random): Pick<HostileUpload, 'variant' | 'data' | 'accept' | 'status'> => {
  const text = REPORT_LINES.join('\n');
  const choice = r.int(0, 6);
  if (choice <= 2) {
    const density = r.pick([0.001, 0.01, 0.05, 0.2, 0.6]);
    let out = '';
    for (const char of text) {
      out += char;
      while (r.next() < density) out += r.pick(CONTROL_CHARS);
    }
    return { variant: `control characters at ${density}`, data: Buffer.from(out), accept: ['failed', 'completed'] };
  }
  if (choice === 3) {
    // one enormous line: regex-heavy rules must stay linear
    const unit = r.pick(['Deficient: ', 'a ', '((((', '- - ', 'Recommend ', '.'.repeat(7)]);
    return {
      variant: `one ${unit.trim() || 'blank'} line of 1 MB`,
      data: Buffer.from(`${REPORT_LINES[0]}\n${unit.repeat(Math.ceil(1_000_000 / unit.length))}\n`),
      accept: ['failed', 'completed'],
    };
  }
  if (choice === 4) {
    return {
      variant: 'a hundred thousand form feeds',
      data: Buffer.from(`${REPORT_LINES.join('\n')}${'\f x'.repeat(100_000)}`),
      accept: ['failed'],
    };
  }
  if (choice === 5) {
    const bad = r.pick([Buffer.from([0xc3, 0x28]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xff, 0xfe])]);
    return {
      variant: 'invalid UTF-8',
      data: Buffer.concat([Buffer.from(text), bad, Buffer.from(text)]),
      accept: ['refused'],
      status: 415,
    };
  }
  return {
    variant: 'NUL bytes',
    data: Buffer.concat([Buffer.from(text), Buffer.alloc(r.int(1, 8)), Buffer.from(text)]),
    accept: ['refused'],
    status: 415,
  };
};

// ---------- the set ----------

/** How many of each kind in the standard set of 1,000. */
export const STANDARD_MIX: Record<HostileKind, number> = {
  'random-after-header': 220,
  'truncated-pdf': 180,
  'encrypted-pdf': 100,
  'absurd-page-count': 100,
  'nested-objects': 170,
  'compression-bomb': 6,
  'control-text': 220,
  oversized: 4,
};

export interface HostileBases {
  /** small valid PDFs to truncate */
  pdfs: Buffer[];
  /** a valid PDF of more pages than the engine takes */
  manyPages: Buffer;
}

/** The raw-writer PDFs always; callers add pdf-lib PDFs (object streams, compressed) to widen the truncations. */
export const defaultBases = (): HostileBases => ({
  pdfs: [simplePdf(REPORT_LINES), simplePdf([...REPORT_LINES, ...REPORT_LINES, ...REPORT_LINES])],
  manyPages: buildManyPages(301),
});

const buildManyPages = (count: number): Buffer => {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', HELVETICA];
  const kids: string[] = [];
  for (let i = 0; i < count; i++) {
    const pageId = objects.length + 1;
    kids.push(`${pageId} 0 R`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
      pdfStream('', textContent([`Page ${i + 1}: ${REPORT_LINES[3]}`])).toString('latin1'),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${count} >>`;
  return buildPdf(objects);
};

/** Generates the hostile uploads for `seed`, `mix` kinds, deterministic and shuffled. */
export const generateHostileUploads = (
  seed: number,
  mix: Partial<Record<HostileKind, number>> = STANDARD_MIX,
  bases: HostileBases = defaultBases(),
): HostileUpload[] => {
  const r = seededRandom(seed);
  const kinds: HostileKind[] = [];
  for (const [kind, count] of Object.entries(mix) as [HostileKind, number][])
    for (let i = 0; i < count; i++) kinds.push(kind);
  // Fisher–Yates with the same generator: kinds interleave, so the server sees a mix at every moment
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
  }
  return kinds.map((kind, index): HostileUpload => {
    switch (kind) {
      case 'random-after-header':
        return { index, kind, filename: pdfName(r), contentType: 'application/pdf', ...randomAfterHeader(r) };
      case 'truncated-pdf':
        return { index, kind, filename: pdfName(r), contentType: 'application/pdf', ...truncatedPdf(r, bases.pdfs) };
      case 'encrypted-pdf':
        return { index, kind, filename: pdfName(r), contentType: 'application/pdf', ...encryptedPdf(r) };
      case 'absurd-page-count':
        return {
          index,
          kind,
          filename: pdfName(r),
          contentType: 'application/pdf',
          ...absurdPageCount(r, bases.manyPages),
        };
      case 'nested-objects':
        return { index, kind, filename: pdfName(r), contentType: 'application/pdf', ...nestedObjects(r) };
      case 'compression-bomb':
        return { index, kind, filename: pdfName(r), contentType: 'application/pdf', ...compressionBomb(r) };
      case 'control-text':
        return { index, kind, filename: 'notes.txt', contentType: 'text/plain', ...controlText(r) };
      case 'oversized': {
        const size = LIMITS.maxUploadBytes + r.int(1, 1024 * 1024);
        return {
          index,
          kind,
          variant: `${(size / 1024 / 1024).toFixed(1)} MB`,
          filename: 'huge.pdf',
          contentType: 'application/pdf',
          data: { size, head: Buffer.from('%PDF-1.7\n') },
          accept: ['refused'],
          status: 413,
        };
      }
    }
  });
};
