import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateHostileUploads, type HostileKind } from './hostile-uploads';

const MIX: Partial<Record<HostileKind, number>> = {
  'random-after-header': 12,
  'truncated-pdf': 12,
  'encrypted-pdf': 8,
  'absurd-page-count': 8,
  'nested-objects': 16,
  'control-text': 16,
  oversized: 2,
};

const digest = (seed: number) =>
  generateHostileUploads(seed, MIX).map((item) =>
    Buffer.isBuffer(item.data)
      ? `${item.kind}:${createHash('sha1').update(item.data).digest('hex')}`
      : `${item.kind}:${item.data.size}`,
  );

describe('hostile upload generator', () => {
  it('makes the same files for the same seed, and others for another', () => {
    expect(digest(7)).toEqual(digest(7));
    expect(digest(8)).not.toEqual(digest(7));
  });

  it('makes the mix it is asked for, interleaved, each with what it accepts', () => {
    const items = generateHostileUploads(7, MIX);
    const counts: Record<string, number> = {};
    for (const item of items) counts[item.kind] = (counts[item.kind] ?? 0) + 1;
    expect(counts).toEqual(MIX);
    expect(items.slice(0, 12).map((i) => i.kind)).not.toEqual(Array(12).fill(items[0]!.kind));
    for (const item of items) {
      expect(item.accept.length).toBeGreaterThan(0);
      if (item.accept.includes('refused')) expect(item.status).toBeGreaterThanOrEqual(400);
      if (Buffer.isBuffer(item.data) && item.contentType === 'application/pdf')
        expect(item.data.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const oversized = items.filter((i) => i.kind === 'oversized');
    for (const item of oversized) expect((item.data as { size: number }).size).toBeGreaterThan(25 * 1024 * 1024);
  });
});
