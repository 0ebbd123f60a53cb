import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { LIMITS } from '@/contracts/common';
import { UPLOAD_MESSAGES } from '@/contracts/reports';
import type { AppContext } from '../../context';
import { reports } from '../../db/schema';
import { AppError } from '../../errors';
import { StorageLimitError } from '../../integrations/storage/file-storage';
import { enqueueAnalysis } from './enqueue-analysis';
import { inspectUpload, type UploadKind, UploadContentError } from './inspect-upload';
import { EMPTY_FILE_MESSAGE, NO_FILE_MESSAGE, ONE_FILE_MESSAGE } from './report-messages';

/** Room for the multipart envelope (boundaries, part headers) around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const MIME_TYPES: Record<UploadKind, string> = { pdf: 'application/pdf', text: 'text/plain' };

export const tooLarge = (bytes: number) =>
  new AppError('payload_too_large', UPLOAD_MESSAGES.tooLarge(Math.max(bytes, LIMITS.maxUploadBytes + 1)));

/**
 * Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the invisible marks
 * (U+200E, U+200F, U+061C). In a file name they reorder what is shown ('invoice\u202Efdp.exe' reads 'invoiceexe.pdf')
 * and can spill into the text around it.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

/** What the user called the file, fit for display: no directories, no control characters, a sane length. */
export const displayFilename = (raw: string | undefined): string => {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const clean = [...base.replace(BIDI_CONTROLS, '')]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.slice(0, 200) || 'report';
};

interface StoredUpload {
  key: string;
  kind: UploadKind;
  bytes: number;
  filename: string;
}

const storeFile = async (
  ctx: Pick<AppContext, 'providers'>,
  userId: number,
  part: MultipartFile,
  declaredLength: number,
): Promise<StoredUpload> => {
  const storage = ctx.providers.storage;
  const filename = displayFilename(part.filename);
  const claimsPdf = /\.pdf$/i.test(filename) || part.mimetype === 'application/pdf';
  const key = `reports/${userId}/${randomBytes(16).toString('hex')}`;
  const inspector = inspectUpload({ claimsPdf });
  // busboy stops at the limit and marks the stream truncated; fail at once instead of storing a cut-off file
  part.file.once('limit', () => inspector.destroy(new StorageLimitError(LIMITS.maxUploadBytes)));
  const results = await Promise.allSettled([
    pipeline(part.file, inspector),
    storage.put(key, inspector, { maxBytes: LIMITS.maxUploadBytes, contentType: undefined }),
  ]);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure || part.file.truncated) {
    await storage.delete(key).catch(() => {});
    const error: unknown = failure?.reason ?? new StorageLimitError(LIMITS.maxUploadBytes);
    if (error instanceof StorageLimitError) throw tooLarge(declaredLength);
    if (error instanceof UploadContentError) throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.wrongType);
    throw error;
  }
  const bytes = inspector.bytes();
  const kind = inspector.kind();
  if (bytes === 0 || !kind) {
    await storage.delete(key).catch(() => {});
    throw new AppError('bad_request', EMPTY_FILE_MESSAGE);
  }
  return { key, kind, bytes, filename };
};

const MULTIPART_ERRORS: Record<string, () => AppError> = {
  FST_FILES_LIMIT: () => new AppError('bad_request', ONE_FILE_MESSAGE),
  FST_PARTS_LIMIT: () => new AppError('bad_request', ONE_FILE_MESSAGE),
  FST_FIELDS_LIMIT: () => new AppError('bad_request', ONE_FILE_MESSAGE),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new AppError('bad_request', NO_FILE_MESSAGE),
  FST_REQ_FILE_TOO_LARGE: () => tooLarge(0),
};

/**
 * POST /api/reports/upload: exactly one file in the `file` field, streamed to storage while its bytes are
 * checked and counted (never buffered whole), then a `processing` report and its analysis job.
 */
export const uploadReport = async ({
  ctx,
  userId,
  parts,
  declaredLength,
}: {
  ctx: Pick<AppContext, 'db' | 'queue' | 'log' | 'providers'>;
  userId: number;
  /** the request's multipart parts (`request.parts()`); a thunk because it throws for a non-multipart body */
  parts: () => AsyncIterableIterator<Multipart>;
  /** the request's Content-Length, 0 when unknown */
  declaredLength: number;
}): Promise<{ reportId: number }> => {
  // a body that cannot fit is refused before a byte of it is read
  if (declaredLength > LIMITS.maxUploadBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(declaredLength);

  let stored: StoredUpload | null = null;
  try {
    for await (const part of parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        throw new AppError('bad_request', stored ? ONE_FILE_MESSAGE : NO_FILE_MESSAGE);
      }
      stored = await storeFile(ctx, userId, part, declaredLength);
    }
  } catch (error) {
    if (stored) await ctx.providers.storage.delete(stored.key).catch(() => {});
    const code = (error as { code?: unknown }).code;
    const mapped = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
    throw mapped ? mapped() : error;
  }
  if (!stored) throw new AppError('bad_request', NO_FILE_MESSAGE);

  const processingStartedAt = new Date();
  let reportId: number;
  try {
    const [row] = await ctx.db
      .insert(reports)
      .values({
        userId,
        filename: stored.filename,
        mimeType: MIME_TYPES[stored.kind],
        sizeBytes: stored.bytes,
        storageKey: stored.key,
        status: 'processing',
        stage: 'queued',
        processingStartedAt,
        uploadedAt: processingStartedAt,
      })
      .returning({ id: reports.id });
    if (!row) throw new Error('insert returned no row');
    reportId = row.id;
  } catch (error) {
    await ctx.providers.storage.delete(stored.key).catch(() => {});
    throw error;
  }
  // outside any transaction (PGlite runs one query at a time); a refused job marks the report failed
  await enqueueAnalysis(ctx, { id: reportId, processingStartedAt });
  return { reportId };
};
