import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  MAX_ATTACHMENT_FILE_NAME,
  attachmentSizeProblem,
  declaredAttachmentType,
  safeAttachmentFileName,
} from '../src/domain/chat-attachments.js';
import { detectAttachmentType, zipEntryNames } from '../src/domain/file-signatures.js';
import { DOCX_PARTS, XLSX_PARTS, zipOf } from './support/zip.js';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('detectAttachmentType reads the bytes, not the name', () => {
  test.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['GIF89a', bytes('GIF89a', 1, 0), 'image/gif'],
    ['GIF87a', bytes('GIF87a', 1, 0), 'image/gif'],
    ['WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['Word', zipOf(DOCX_PARTS), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['Excel', zipOf(XLSX_PARTS), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['UTF-8 text', new TextEncoder().encode('Quote for the kitchen: £1,200\r\n\tThanks 👍'), 'text/plain'],
  ])('%s', (_, file, contentType) => {
    expect(detectAttachmentType(file)?.contentType).toBe(contentType);
  });

  test.each([
    ['an empty file', new Uint8Array()],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['a zip that is neither Word nor Excel', zipOf({ 'readme.txt': 'hi' })],
    ['a zip with word parts but no content types', zipOf({ 'word/document.xml': '<w/>' })],
    ['a truncated zip', bytes(0x50, 0x4b, 0x03, 0x04, 1, 2, 3)],
    ['an executable', bytes('MZ', 0x90, 0, 3, 0)],
    ['text with NUL bytes', bytes('hello', 0, 'world')],
    ['invalid UTF-8', bytes(0xc3, 0x28)],
    ['HTML disguised as nothing', bytes(0x1b, '<script>')],
  ])('refuses %s', (_, file) => {
    expect(detectAttachmentType(file)).toBeNull();
  });

  test('zipEntryNames lists the parts and returns nothing for junk', () => {
    expect(zipEntryNames(zipOf(DOCX_PARTS))).toEqual(Object.keys(DOCX_PARTS));
    expect(zipEntryNames(bytes('not a zip at all'))).toEqual([]);
  });
});

describe('declaredAttachmentType', () => {
  test.each([
    ['image/png', 'a.png', 'image/png'],
    ['IMAGE/JPEG; charset=binary', 'x', 'image/jpeg'],
    ['application/octet-stream', 'Quote.DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['', 'notes.txt', 'text/plain'],
  ])('%s named %s claims %s', (declared, name, expected) => {
    expect(declaredAttachmentType(declared, name)?.contentType).toBe(expected);
  });

  test.each([
    ['text/html', 'page.html'],
    ['image/svg+xml', 'logo.svg'],
    ['application/octet-stream', 'run.exe'],
    ['application/octet-stream', 'no-extension'],
  ])('%s named %s claims nothing we accept', (declared, name) => {
    expect(declaredAttachmentType(declared, name)).toBeNull();
  });

  test('the accept attribute lists types and extensions', () => {
    expect(ATTACHMENT_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/webp', '.jpg', '.docx', 'text/plain']));
  });
});

describe('attachment sizes', () => {
  const png = declaredAttachmentType('image/png', 'a.png')!;
  const pdf = declaredAttachmentType('application/pdf', 'a.pdf')!;

  test('up to the limit of the kind is fine', () => {
    expect(attachmentSizeProblem(png, ATTACHMENT_MAX_BYTES.IMAGE)).toBeNull();
    expect(attachmentSizeProblem(pdf, ATTACHMENT_MAX_BYTES.DOCUMENT)).toBeNull();
  });

  test('one byte over says the size and the limit', () => {
    expect(attachmentSizeProblem(png, ATTACHMENT_MAX_BYTES.IMAGE + 1)).toBe(
      'Images can be up to 10 MB and this file is just over 10 MB. Choose a smaller file.',
    );
    expect(attachmentSizeProblem(pdf, 25 * 1024 * 1024)).toBe('Documents can be up to 20 MB and this file is 25 MB. Choose a smaller file.');
  });

  test('an empty file is refused', () => {
    expect(attachmentSizeProblem(pdf, 0)).toBe('This file is empty. Choose a file with something in it.');
  });
});

describe('safeAttachmentFileName', () => {
  test.each([
    ['C:\\Users\\ann\\quote.pdf', 'quote.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['bad\u0000"name\n.txt', 'badname.txt'],
    ['..', 'attachment'],
    ['   ', 'attachment'],
  ])('%j becomes %j', (input, expected) => {
    expect(safeAttachmentFileName(input)).toBe(expected);
  });

  test('a long name keeps its extension within the cap', () => {
    const name = safeAttachmentFileName(`${'a'.repeat(500)}.xlsx`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.xlsx')).toBe(true);
  });

  test('a long name with a long extension is cut to the cap instead of growing past it', () => {
    const name = safeAttachmentFileName(`a.${'y'.repeat(300)}`);
    expect(name).toHaveLength(MAX_ATTACHMENT_FILE_NAME);
    expect(name).toBe(`a.${'y'.repeat(198)}`);
  });

  test('only a short extension of letters and digits is kept', () => {
    expect(safeAttachmentFileName(`${'b'.repeat(300)}.Quote2026`)).toBe(`${'b'.repeat(190)}.Quote2026`);
    expect(safeAttachmentFileName(`${'b'.repeat(300)}.tar-gz`)).toBe('b'.repeat(200));
  });

  test('a cut never leaves half an emoji or a trailing space', () => {
    expect(safeAttachmentFileName(`${'c'.repeat(195)}👍👍👍.png`)).toBe(`${'c'.repeat(195)}.png`);
    expect(safeAttachmentFileName(`${'d'.repeat(190)}     ${'e'.repeat(300)}`)).toBe(`${'d'.repeat(190)}     ${'e'.repeat(5)}`);
    expect(safeAttachmentFileName(`.${' '.repeat(300)}x`)).toBe('attachment');
  });

  const anyName = fc.oneof(
    fc.string({ maxLength: 600, unit: 'binary' }),
    fc.tuple(fc.string({ maxLength: 400 }), fc.string({ maxLength: 400 })).map(([stem, extension]) => `${stem}.${extension}`),
    fc.tuple(fc.array(fc.constantFrom('a', '.', ' ', '/', '\\', '\u0000', '"', '👍'), { maxLength: 500 })).map(([chars]) => chars.join('')),
  );

  test('whatever the name, the result is never empty and never longer than the cap', () => {
    fc.assert(
      fc.property(anyName, (fileName) => {
        const safe = safeAttachmentFileName(fileName);
        expect(safe.length).toBeGreaterThan(0);
        expect(safe.length).toBeLessThanOrEqual(MAX_ATTACHMENT_FILE_NAME);
        // eslint-disable-next-line no-control-regex -- control characters are what must not be left
        expect(safe).not.toMatch(/[\\/\u0000-\u001f"]/);
      }),
      { numRuns: 2000 },
    );
  });

  test('a safe name stays as it is when made safe again (reads can apply it to stored names)', () => {
    fc.assert(
      fc.property(anyName, (fileName) => {
        const safe = safeAttachmentFileName(fileName);
        expect(safeAttachmentFileName(safe)).toBe(safe);
      }),
      { numRuns: 2000 },
    );
  });
});
