import PDFDocument from 'pdfkit';
import { formatPounds, TRADESHUB_COMPANY, type CompanyDetails } from '@tradeshub/sdk';
import type { DocumentParty, PrintableDocument } from './printable-document.js';

// One renderer for every kind of document: A4, the built-in Helvetica (no font files to
// ship), the issuer and recipient, a table of lines with their VAT, the totals, notes, and
// our registered address and numbers at the foot of every page.

const MARGIN = 50;
const INK = '#1f2937';
const MUTED = '#6b7280';
const BRAND = '#15803d';
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** The columns of the lines table: x offset from the left margin, width, alignment. */
const COLUMNS = [
  { label: 'Description', x: 0, width: 215, align: 'left' },
  { label: 'Net', x: 215, width: 75, align: 'right' },
  { label: 'VAT rate', x: 290, width: 55, align: 'right' },
  { label: 'VAT', x: 345, width: 75, align: 'right' },
  { label: 'Total', x: 420, width: 75, align: 'right' },
] as const;

export interface RenderOptions {
  /** Deflate the page streams (on for downloads; tests turn it off to read the text). */
  compress?: boolean;
  /** Who Tradeshub is, printed in every page's footer: the server's config.company (demo details when unset). */
  company?: CompanyDetails;
}

function party(doc: PDFKit.PDFDocument, heading: string, who: DocumentParty, x: number, y: number, width: number): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(heading, x, y, { width });
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(who.name, { width });
  doc.font('Helvetica').fontSize(10);
  for (const line of who.addressLines) doc.text(line, { width });
  if (who.vatNumber) doc.text(`VAT number ${who.vatNumber}`, { width });
  return doc.y;
}

function row(doc: PDFKit.PDFDocument, cells: readonly string[], y: number, bold = false): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).fillColor(INK);
  const heights = COLUMNS.map((column, i) => doc.heightOfString(cells[i] ?? '', { width: column.width - 6 }));
  COLUMNS.forEach((column, i) => doc.text(cells[i] ?? '', MARGIN + column.x, y, { width: column.width - 6, align: column.align }));
  return y + Math.max(...heights) + 6;
}

function footer(doc: PDFKit.PDFDocument, details: CompanyDetails): void {
  const range = doc.bufferedPageRange();
  const company = `${details.name}, ${details.addressLines.join(', ')}. Registered in England and Wales, company number ${details.companyNumber}. VAT number ${details.vatNumber}. ${details.email}`;
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(company, MARGIN, doc.page.height - 45, { width: doc.page.width - 2 * MARGIN, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
}

/** The document as a PDF file. */
export function renderPdf(document: PrintableDocument, options: RenderOptions = {}): Promise<Buffer> {
  const company = options.company ?? TRADESHUB_COMPANY;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: `${document.title} ${document.number}`, Author: company.name, Subject: document.subject, CreationDate: document.issuedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text('Tradeshub', MARGIN, MARGIN);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(document.title, MARGIN, MARGIN, { width, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(`Number ${document.number}`, { width, align: 'right' });
  doc.text(`Date ${dateFormat.format(document.issuedAt)}`, { width, align: 'right' });

  const partiesTop = MARGIN + 70;
  const fromBottom = party(doc, 'FROM', document.from, MARGIN, partiesTop, width / 2 - 10);
  const toBottom = party(doc, 'TO', document.to, MARGIN + width / 2 + 10, partiesTop, width / 2 - 10);
  let y = Math.max(fromBottom, toBottom) + 20;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(document.subject, MARGIN, y, { width });
  y = doc.y + 12;

  for (const section of document.sections ?? []) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(section.heading, MARGIN, y, { width });
    doc.font('Helvetica').fontSize(10).text(section.text, MARGIN, doc.y + 2, { width, paragraphGap: 4 });
    y = doc.y + 12;
  }

  // A document about money has its lines and totals; findings and advice have none.
  if (document.lines.length > 0) {
    y = row(doc, COLUMNS.map((c) => c.label), y, true);
    doc.moveTo(MARGIN, y - 3).lineTo(MARGIN + width, y - 3).strokeColor(MUTED).lineWidth(0.5).stroke();
    for (const line of document.lines) {
      if (y > doc.page.height - 160) {
        doc.addPage();
        y = MARGIN;
      }
      y = row(doc, [line.description, formatPounds(line.netPence), `${line.vatPercent}%`, formatPounds(line.vatPence), formatPounds(line.totalPence)], y);
    }
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).strokeColor(MUTED).lineWidth(0.5).stroke();
    y += 8;
    if (y > doc.page.height - 160) {
      doc.addPage();
      y = MARGIN;
    }
    const totals: [string, number, boolean][] = [
      ['Total excluding VAT', document.netPence, false],
      ['VAT', document.vatPence, false],
      ['Total including VAT', document.totalPence, true],
      ...(document.settlement ?? []).map(({ label, pence }): [string, number, boolean] => [label, pence, false]),
    ];
    for (const [label, pence, bold] of totals) {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10).fillColor(INK);
      doc.text(label, MARGIN + 215, y, { width: 200, align: 'right' });
      doc.text(formatPounds(pence), MARGIN + 420, y, { width: 69, align: 'right' });
      y = doc.y + 4;
    }
  }

  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.y = y + 16;
  for (const note of document.notes) doc.text(note, MARGIN, doc.y, { width, paragraphGap: 4 });

  footer(doc, company);
  doc.end();
  return done;
}
