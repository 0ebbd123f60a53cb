import { deflateSync } from 'node:zlib';

// A minimal PDF writer for hostile fixtures: pdf-lib refuses to write the broken structures we need (cycles, lies
// in /Count, encryption dictionaries), so objects are written as raw bytes with a correct cross-reference table
// unless told otherwise.

export type PdfObject = string | Buffer;

/** `<< dict >> stream … endstream`, with /Length filled in. */
export const pdfStream = (dict: string, data: Buffer | string, { deflate = false } = {}): Buffer => {
  const raw = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const body = deflate ? deflateSync(raw, { level: 9 }) : raw;
  const filter = deflate ? ' /Filter /FlateDecode' : '';
  return Buffer.concat([
    Buffer.from(`<< ${dict}${filter} /Length ${body.length} >>\nstream\n`, 'latin1'),
    body,
    Buffer.from('\nendstream', 'latin1'),
  ]);
};

/** Text drawing operators for a content stream (one line per entry, Helvetica 11). */
export const textContent = (lines: string[]): string => {
  const escaped = lines.map((line) => line.replace(/[\\()]/g, (c) => `\\${c}`));
  return `BT /F1 11 Tf 14 TL 54 740 Td\n${escaped.map((line) => `(${line}) '`).join('\n')}\nET`;
};

export const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/**
 * Objects numbered from 1 in order; `trailer` is inserted into the trailer dictionary (/Size and /Root 1 0 R are
 * written). `prevSelf` makes the trailer's /Prev point at its own xref (a cross-reference loop).
 */
export const buildPdf = (objects: PdfObject[], { trailer = '', prevSelf = false } = {}): Buffer => {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(offset);
    const body = typeof object === 'string' ? Buffer.from(object, 'latin1') : object;
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xrefOffset = offset;
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const prev = prevSelf ? ` /Prev ${xrefOffset}` : '';
  chunks.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${prev} ${trailer} >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(chunks);
};

/** A well-formed one-page text PDF: catalog 1, pages 2, page 3, content 4, font 5 (+ extra objects from 6). */
export const simplePdf = (
  lines: string[],
  {
    pages = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    contents = '4 0 R',
    page = '',
    resources = '',
    extra = [] as PdfObject[],
    trailer = '',
  } = {},
): Buffer =>
  buildPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      pages,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> ${resources} >> /Contents ${contents} ${page} >>`,
      pdfStream('', textContent(lines)),
      HELVETICA,
      ...extra,
    ],
    { trailer },
  );
