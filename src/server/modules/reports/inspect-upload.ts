import { Transform, type TransformCallback } from 'node:stream';

export type UploadKind = 'pdf' | 'text';

export class UploadContentError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UploadContentError';
  }
}

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * A pass-through that decides what an upload really is from its bytes, whatever its name says: a PDF starts with
 * `%PDF-`; anything else must be valid UTF-8 text without NUL bytes. It fails the stream (UploadContentError) as
 * soon as the content gives itself away, so a wrong file is never stored whole.
 * `claimsPdf`: the name or type says PDF, so anything else is refused even if it happens to be text.
 */
export const inspectUpload = ({
  claimsPdf,
}: {
  claimsPdf: boolean;
}): Transform & { kind: () => UploadKind | null; bytes: () => number } => {
  let kind: UploadKind | null = null;
  let head = Buffer.alloc(0);
  let bytes = 0;
  const decoder = new TextDecoder('utf-8', { fatal: true });

  const checkText = (chunk: Buffer) => {
    if (chunk.includes(0)) throw new UploadContentError('text contains NUL bytes');
    try {
      decoder.decode(chunk, { stream: true });
    } catch {
      throw new UploadContentError('text is not valid UTF-8');
    }
  };

  const decide = (final: boolean): Buffer | null => {
    if (kind) return null;
    if (head.length < PDF_MAGIC.length && !final && PDF_MAGIC.subarray(0, head.length).equals(head)) return null;
    kind = head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC) ? 'pdf' : 'text';
    if (kind === 'text' && claimsPdf) throw new UploadContentError('named as a PDF but is not one');
    const pending = head;
    head = Buffer.alloc(0);
    return pending;
  };

  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        bytes += chunk.length;
        if (kind === null) {
          head = Buffer.concat([head, chunk]);
          const pending = decide(false);
          if (pending === null) return callback();
          if (kind === 'text') checkText(pending);
          return callback(null, pending);
        }
        if (kind === 'text') checkText(chunk);
        callback(null, chunk);
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      // an empty upload is not a type question: the caller refuses it as empty
      if (bytes === 0) return callback();
      try {
        const pending = decide(true);
        if (kind === 'text') {
          if (pending) checkText(pending);
          try {
            decoder.decode();
          } catch {
            throw new UploadContentError('text ends inside a UTF-8 character');
          }
        }
        callback(null, pending && pending.length > 0 ? pending : undefined);
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  return Object.assign(transform, { kind: () => kind, bytes: () => bytes });
};
