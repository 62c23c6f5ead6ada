import { inflateSync } from 'node:zlib';

// Reads back the text a PDF shows, enough for tests: every content stream (inflated when
// Flate-compressed), and in it the strings of each TJ/Tj text operator, one line each.
// pdfkit writes text with the built-in fonts as hex strings in WinAnsi, which Latin-1
// decodes for everything a document prints (including '£').

function streams(pdf: Buffer): Buffer[] {
  const found: Buffer[] = [];
  const text = pdf.toString('latin1');
  const pattern = /<<((?:(?!>>)[\s\S])*)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    found.push(match[1]!.includes('/FlateDecode') ? inflateSync(bytes) : bytes);
  }
  return found;
}

const hexText = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

/** The lines of text a PDF draws, in drawing order. */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of streams(pdf)) {
    const content = stream.toString('latin1');
    const operators = /\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (let match = operators.exec(content); match; match = operators.exec(content)) {
      if (match[2] !== undefined) lines.push(hexText(match[2]));
      else lines.push([...match[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => hexText(m[1]!)).join(''));
    }
  }
  return lines;
}
