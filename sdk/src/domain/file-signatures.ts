import { ATTACHMENT_TYPES, type AttachmentContentType, type AttachmentType } from './chat-attachments.js';

// What a file really is, read from its first bytes (its "magic number") rather than from
// the name or type the sender claims. Word and Excel files are zip archives; the names of
// the parts inside tell them apart. Plain text has no signature: it is text when the bytes
// are valid UTF-8 without control characters other than tab, line feed, form feed and return.

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const readU16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const readU32 = (b: Uint8Array, at: number) => (readU16(b, at) | (readU16(b, at + 2) << 16)) >>> 0;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const MAX_ZIP_ENTRIES_READ = 5000;

/** The names of the parts of a zip archive, from its central directory; empty when it is not readable. */
export function zipEntryNames(bytes: Uint8Array): string[] {
  // The end record is the last 22 bytes plus a comment of up to 65,535 bytes.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at--) {
    if (readU32(bytes, at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return [];
  const count = Math.min(readU16(bytes, end + 10), MAX_ZIP_ENTRIES_READ);
  let at = readU32(bytes, end + 16);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count && at + 46 <= bytes.length; i++) {
    if (readU32(bytes, at) !== CENTRAL_DIRECTORY_ENTRY) break;
    const nameLength = readU16(bytes, at + 28);
    const skip = readU16(bytes, at + 30) + readU16(bytes, at + 32);
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + skip;
  }
  return names;
}

function officeTypeOf(bytes: Uint8Array): AttachmentContentType | null {
  const names = new Set(zipEntryNames(bytes));
  if (!names.has('[Content_Types].xml')) return null;
  if (names.has('word/document.xml')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (names.has('xl/workbook.xml')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return null;
}

// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

function isPlainText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !CONTROL_CHARACTERS.test(text);
  } catch {
    return false;
  }
}

/**
 * The accepted attachment type the bytes are, or null when they are none of them.
 * @example detectAttachmentType(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])) // the PDF type
 */
export function detectAttachmentType(bytes: Uint8Array): AttachmentType | null {
  const contentType = detectContentType(bytes);
  return contentType ? (ATTACHMENT_TYPES.find((t) => t.contentType === contentType) ?? null) : null;
}

function detectContentType(bytes: Uint8Array): AttachmentContentType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, ZIP)) return officeTypeOf(bytes);
  if (bytes.length > 0 && isPlainText(bytes)) return 'text/plain';
  return null;
}
