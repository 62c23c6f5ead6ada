import {
  formatPounds,
  nextLineItemPriority,
  quoteTotals,
  schedulePresetPayments,
  scheduleTotalPence,
  sortByPriority,
  ukCalendarDay,
  type ContractMode,
  type CreateWorkBody,
  type LineItemInput,
  type PaymentScheduleItemInput,
  type SchedulePreset,
  type SchedulePresetOptions,
  type Work,
} from '@tradeshub/sdk';
import { parsePoundsToPence, penceToPoundsInput } from './pounds';

// The quote builder's state: what the tradesperson has typed (pounds and percentages as
// text, so a half-typed amount is kept as typed), and the pure moves on it. Amounts become
// pence only through parsePoundsToPence; totals come from the sdk's money rules.

export interface DraftLine {
  readonly key: string;
  readonly description: string;
  readonly price: string;
  readonly vat: string;
  readonly priority: number;
}

export interface DraftPayment {
  readonly key: string;
  /** The scheduled payment this edits, when it exists already. */
  readonly id?: string;
  readonly description: string;
  readonly amount: string;
  /** YYYY-MM-DD, as a date input gives it. */
  readonly dueDate: string;
}

export interface QuoteDraft {
  readonly title: string;
  readonly description: string;
  readonly categoryId: string;
  readonly mode: ContractMode;
  readonly lines: readonly DraftLine[];
  readonly payments: readonly DraftPayment[];
}

/** The VAT rates a line offers with one tap (UK standard, reduced and zero). */
export const VAT_QUICK_PICKS = [20, 5, 0] as const;

let keys = 0;
const newKey = () => `k${++keys}`;

export function emptyLine(lines: readonly DraftLine[]): DraftLine {
  return { key: newKey(), description: '', price: '', vat: '20', priority: nextLineItemPriority(lines) };
}

export function emptyDraft(): QuoteDraft {
  return { title: '', description: '', categoryId: '', mode: 'STANDARD', lines: [emptyLine([])], payments: [] };
}

/** A day as YYYY-MM-DD, `days` after `from` (UK calendar day). */
export function dayAfter(from: Date, days: number): string {
  const day = ukCalendarDay(new Date(from.getTime() + days * 86_400_000))!;
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/** A draft work as the builder edits it. */
export function draftFromWork(work: Work): QuoteDraft {
  return {
    title: work.title,
    description: work.description,
    categoryId: work.category?.id ?? '',
    mode: work.mode,
    lines: sortByPriority(work.lineItems).map((line) => ({ key: newKey(), description: line.description, price: penceToPoundsInput(line.price), vat: String(line.vat), priority: line.priority })),
    payments: work.payments.map((p) => ({ key: newKey(), id: p.id, description: p.description, amount: penceToPoundsInput(p.amountPence), dueDate: dayAfter(new Date(p.dueDate), 0) })),
  };
}

/** A line's VAT as a number, or null when it is not a rate from 0 to 100 with at most two decimals. */
export function parseVat(text: string): number | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text.trim())) return null;
  const vat = Number(text);
  return vat <= 100 ? vat : null;
}

/** The lines' amounts that can be read, for live totals while typing (a half-typed line counts as nothing). */
export function draftTotals(lines: readonly DraftLine[]) {
  return quoteTotals(lines.map((line) => ({ price: parsePoundsToPence(line.price) ?? 0, vat: parseVat(line.vat) ?? 0 })));
}

/** The amounts of the schedule's payments that can be read. */
export function draftPaymentsPence(payments: readonly DraftPayment[]): { amountPence: number }[] {
  return payments.map((p) => ({ amountPence: parsePoundsToPence(p.amount) ?? 0 }));
}

/** Swaps a line with its neighbour above (-1) or below (+1), priorities included; the list stays in order. */
export function moveLine(lines: readonly DraftLine[], key: string, direction: -1 | 1): DraftLine[] {
  const i = lines.findIndex((line) => line.key === key);
  const j = i + direction;
  if (i < 0 || j < 0 || j >= lines.length) return [...lines];
  const next = [...lines];
  const [a, b] = [lines[i]!, lines[j]!];
  next[i] = { ...b, priority: a.priority };
  next[j] = { ...a, priority: b.priority };
  return next;
}

/** The schedule a preset proposes for the quote total, due weekly from `today`. */
export function presetPayments(preset: SchedulePreset, totalPence: number, today: Date, options: SchedulePresetOptions = {}): DraftPayment[] {
  return schedulePresetPayments(preset, totalPence, options).map((p, i, all) => ({
    key: newKey(),
    description: p.description,
    amount: penceToPoundsInput(p.amountPence),
    // Paid in full on completion: a month out; otherwise a week between payments.
    dueDate: dayAfter(today, all.length === 1 ? 28 : 7 * (i + 1)),
  }));
}

/** Puts what the schedule is short by (or over by) on its last payment, so it adds up. */
export function fitLastPayment(payments: readonly DraftPayment[], shortfallPence: number): DraftPayment[] {
  const last = payments.at(-1);
  if (!last) return [...payments];
  const amount = (parsePoundsToPence(last.amount) ?? 0) + shortfallPence;
  return [...payments.slice(0, -1), { ...last, amount: penceToPoundsInput(Math.max(0, amount)) }];
}

/** What the builder could not read, per field, in the tradesperson's words. */
export type DraftErrors = Partial<Record<string, string>>;

/** The most one line or payment may be (the contract's limit). */
const MAX_AMOUNT_PENCE = 100_000_000;

// Noon UTC is the same calendar day in the UK all year, so the due date reads as picked.
const noonUtc = (day: string) => `${day}T12:00:00.000Z`;

/**
 * A schedule as the API takes it, or the fields to fix; with a target, the payments must add
 * up to it (the quote total, or the unpaid part a change set replaces).
 */
export function draftPaymentsToInput(draftPayments: readonly DraftPayment[], targetPence: number | null): { payments: PaymentScheduleItemInput[] } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const payments: PaymentScheduleItemInput[] = [];
  draftPayments.forEach((p) => {
    const amountPence = parsePoundsToPence(p.amount);
    if (!p.description.trim()) errors[`${p.key}.description`] = 'Say what this payment is for';
    if (amountPence === null || amountPence < 1) errors[`${p.key}.amount`] = 'Enter an amount of at least 1p';
    else if (amountPence > MAX_AMOUNT_PENCE) errors[`${p.key}.amount`] = 'A payment can be at most £1,000,000';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(p.dueDate)) errors[`${p.key}.dueDate`] = 'Choose a due date';
    if (amountPence !== null && amountPence >= 1 && amountPence <= MAX_AMOUNT_PENCE) payments.push({ ...(p.id ? { id: p.id } : {}), description: p.description.trim(), amountPence, dueDate: noonUtc(p.dueDate) });
  });
  if (draftPayments.length === 0) errors.payments = 'Add the payments the customer will make, or choose a preset';
  else if (targetPence !== null && Object.keys(errors).length === 0 && scheduleTotalPence(payments) !== targetPence) {
    errors.payments = `The payments must add up to ${formatPounds(targetPence)}`;
  }
  return Object.keys(errors).length > 0 ? { errors } : { payments };
}

/**
 * The body the API takes, or the fields to fix. The server recomputes every amount; the
 * builder's checks are there so the tradesperson hears about a mistake before sending.
 */
export function draftToBody(draft: QuoteDraft): { body: Omit<CreateWorkBody, 'customerId'> } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = 'Give the quote a title';
  if (!draft.description.trim()) errors.description = 'Describe the work';
  const lineItems: LineItemInput[] = [];
  draft.lines.forEach((line) => {
    const price = parsePoundsToPence(line.price);
    const vat = parseVat(line.vat);
    if (!line.description.trim()) errors[`${line.key}.description`] = 'Say what this line is for';
    if (price === null) errors[`${line.key}.price`] = 'Enter the price in pounds, e.g. 120 or 120.50';
    else if (price > MAX_AMOUNT_PENCE) errors[`${line.key}.price`] = 'A line can be at most £1,000,000';
    if (vat === null) errors[`${line.key}.vat`] = 'Enter VAT from 0 to 100 %';
    if (price !== null && price <= MAX_AMOUNT_PENCE && vat !== null) lineItems.push({ description: line.description.trim(), price, vat, priority: line.priority });
  });
  if (draft.lines.length === 0) errors.lines = 'Add at least one line to the quote';
  let payments: PaymentScheduleItemInput[] = [];
  if (draft.mode === 'STANDARD') {
    // The schedule is checked against the total only once every line can be read.
    const total = lineItems.length === draft.lines.length ? quoteTotals(lineItems).totalPence : null;
    const schedule = draftPaymentsToInput(draft.payments, total);
    if ('errors' in schedule) Object.assign(errors, schedule.errors);
    else payments = schedule.payments;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      title: draft.title.trim(),
      description: draft.description.trim(),
      mode: draft.mode,
      ...(draft.categoryId ? { categoryId: draft.categoryId } : {}),
      lineItems,
      payments,
    },
  };
}
