import { BYTES_PER_MB, formatFileSize } from './file-size.js';

// What may be attached to a chat message, and how big it may be: one table the server
// enforces and the hub reads to set its file picker and check a file before uploading.

export const ATTACHMENT_KINDS = ['IMAGE', 'DOCUMENT'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** The largest file of each kind, in bytes. */
export const ATTACHMENT_MAX_BYTES = {
  IMAGE: 10 * BYTES_PER_MB,
  DOCUMENT: 20 * BYTES_PER_MB,
} as const satisfies Record<AttachmentKind, number>;

/** The largest upload of any kind (the server's multipart limit). */
export const ATTACHMENT_UPLOAD_MAX_BYTES = Math.max(...Object.values(ATTACHMENT_MAX_BYTES));

/** How many files one message may carry. */
export const MAX_ATTACHMENTS_PER_MESSAGE = 10;

/** The longest file name kept; longer names are shortened, keeping a short extension. */
export const MAX_ATTACHMENT_FILE_NAME = 200;

/** The longest extension kept when a long name is shortened (letters and digits only). */
const MAX_KEPT_EXTENSION = 10;

/**
 * How many bytes of files one person may keep uploaded and not yet sent, across all their
 * conversations: uploads past it are refused until they send or remove some.
 */
export const MAX_UNSENT_ATTACHMENT_BYTES = 100 * BYTES_PER_MB;

/** Files uploaded and never sent are removed after this long. */
export const UNSENT_ATTACHMENT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How many uploads one person may make in a window (the upload route's rate limit). */
export const ATTACHMENT_UPLOAD_RATE = { max: 60, windowMinutes: 10 } as const;

export interface AttachmentType {
  readonly contentType: string;
  readonly kind: AttachmentKind;
  /** What people call it, for messages: 'a JPEG image', 'a Word document'. */
  readonly label: string;
  readonly extensions: readonly string[];
}

/** Every accepted type: images JPEG, PNG, WebP, GIF; documents PDF, Word, Excel, plain text. */
export const ATTACHMENT_TYPES = [
  { contentType: 'image/jpeg', kind: 'IMAGE', label: 'a JPEG image', extensions: ['jpg', 'jpeg'] },
  { contentType: 'image/png', kind: 'IMAGE', label: 'a PNG image', extensions: ['png'] },
  { contentType: 'image/webp', kind: 'IMAGE', label: 'a WebP image', extensions: ['webp'] },
  { contentType: 'image/gif', kind: 'IMAGE', label: 'a GIF image', extensions: ['gif'] },
  { contentType: 'application/pdf', kind: 'DOCUMENT', label: 'a PDF document', extensions: ['pdf'] },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'DOCUMENT',
    label: 'a Word document',
    extensions: ['docx'],
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    kind: 'DOCUMENT',
    label: 'an Excel spreadsheet',
    extensions: ['xlsx'],
  },
  { contentType: 'text/plain', kind: 'DOCUMENT', label: 'a plain text file', extensions: ['txt'] },
] as const satisfies readonly AttachmentType[];

export type AttachmentContentType = (typeof ATTACHMENT_TYPES)[number]['contentType'];

/** The file picker's accept attribute: every content type and extension above. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.flatMap((t) => [t.contentType, ...t.extensions.map((e) => `.${e}`)]).join(',');

/** The sentence a refused type hears. */
export const ATTACHMENT_TYPES_SENTENCE =
  'You can attach images (JPEG, PNG, WebP or GIF) and documents (PDF, Word .docx, Excel .xlsx or plain text .txt).';

const GENERIC_CONTENT_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * The accepted type a file claims to be: its declared content type, or, when the browser
 * sent a generic one, its extension. Null when it claims none we accept.
 */
export function declaredAttachmentType(contentType: string, fileName: string): AttachmentType | null {
  const declared = contentType.split(';')[0]!.trim().toLowerCase();
  if (!GENERIC_CONTENT_TYPES.has(declared)) return ATTACHMENT_TYPES.find((t) => t.contentType === declared) ?? null;
  const extension = extensionOf(fileName);
  return ATTACHMENT_TYPES.find((t) => (t.extensions as readonly string[]).includes(extension)) ?? null;
}

/** Why a file of this size cannot be attached, or null when it can. */
export function attachmentSizeProblem(type: AttachmentType, sizeBytes: number): string | null {
  if (sizeBytes <= 0) return 'This file is empty. Choose a file with something in it.';
  const max = ATTACHMENT_MAX_BYTES[type.kind];
  if (sizeBytes <= max) return null;
  const what = type.kind === 'IMAGE' ? 'Images' : 'Documents';
  const size = formatFileSize(sizeBytes);
  const limit = formatFileSize(max);
  const over = size === limit ? `just over ${limit}` : size;
  return `${what} can be up to ${limit} and this file is ${over}. Choose a smaller file.`;
}

/**
 * A file name safe to store and show: no folders, no control characters, never empty and
 * never longer than MAX_ATTACHMENT_FILE_NAME characters. A long name is cut, keeping its
 * extension when that is short (letters and digits, up to 10); 'attachment' when nothing is left.
 * Safe to apply again: a safe name comes back unchanged.
 */
export function safeAttachmentFileName(fileName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (base.length <= MAX_ATTACHMENT_FILE_NAME) return orFallback(base);
  const extension = base.slice(base.lastIndexOf('.') + 1);
  const keep = base.includes('.') && /^[a-z0-9]+$/i.test(extension) && extension.length <= MAX_KEPT_EXTENSION ? `.${extension}` : '';
  const cut = withoutBrokenPair(base.slice(0, MAX_ATTACHMENT_FILE_NAME - keep.length)).trimEnd();
  return orFallback(`${cut}${keep}`.slice(0, MAX_ATTACHMENT_FILE_NAME));
}

/** 'attachment' for a name that says nothing or names a folder. */
function orFallback(name: string): string {
  return name === '' || name === '.' || name === '..' ? 'attachment' : name;
}

/** Drops a lone high surrogate left at the end by a cut through an emoji. */
function withoutBrokenPair(text: string): string {
  return /[\ud800-\udbff]$/.test(text) ? text.slice(0, -1) : text;
}
