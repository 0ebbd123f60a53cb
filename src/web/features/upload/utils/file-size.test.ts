import { describe, expect, it } from 'vitest';
import { formatFileSize } from './upload-errors';

describe('formatFileSize', () => {
  it('says bytes for files under 1 KB (an empty file is 0 bytes, not 1 KB)', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(812 * 1024)).toBe('812 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});
