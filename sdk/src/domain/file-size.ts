// File sizes for attachments and uploads (spec section 9: bytes, KB or MB), 1024-based.

export const BYTES_PER_KB = 1024;
export const BYTES_PER_MB = 1024 * 1024;

/** One decimal place, dropping a trailing '.0' so whole sizes read '2 KB'. */
function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * A byte count as people read it: '1 byte', '512 bytes', '1.5 KB', '2 KB', '2.3 MB'.
 * Sizes stay in MB above a gigabyte ('2048 MB'); negative or non-finite counts read '0 bytes'.
 * @example formatFileSize(1536) // '1.5 KB'
 */
export function formatFileSize(bytes: number): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? Math.round(bytes) : 0;
  if (size < BYTES_PER_KB) return `${size} ${size === 1 ? 'byte' : 'bytes'}`;
  const kb = oneDecimal(size / BYTES_PER_KB);
  // 1048575 bytes would round to '1024 KB'; from there on it reads as MB.
  if (kb < BYTES_PER_KB) return `${kb} KB`;
  return `${oneDecimal(size / BYTES_PER_MB)} MB`;
}
