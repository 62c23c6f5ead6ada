import { describe, expect, test } from 'vitest';
import { formatFileSize } from '../src/domain/file-size.js';

describe('formatFileSize: bytes, KB or MB, 1024-based', () => {
  test.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [512, '512 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 + 100, '10.1 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [1024 * 1024, '1 MB'],
    [Math.round(2.3 * 1024 * 1024), '2.3 MB'],
    [2 * 1024 * 1024 * 1024, '2048 MB'],
    [-5, '0 bytes'],
    [Number.NaN, '0 bytes'],
    [Number.POSITIVE_INFINITY, '0 bytes'],
  ])('%s -> %s', (bytes, label) => {
    expect(formatFileSize(bytes)).toBe(label);
  });
});
