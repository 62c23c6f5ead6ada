// Money as a tradesperson types it: pounds with up to two decimals, commas and a £ allowed
// (the quote builder, the /trade calculator).

const POUNDS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Typed pounds as whole pence, or null when it is not an amount ('12', '12.5', '£1,234.56').
 * @example parsePoundsToPence('1,234.5') // 123450
 */
export function parsePoundsToPence(text: string): number | null {
  const match = POUNDS.exec(text.trim().replace(/^£/, '').replace(/,(?=\d{3}(\D|$))/g, ''));
  if (!match) return null;
  const [, pounds = '0', pence = ''] = match;
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}

/** Pence as the plain pounds an input shows ('1234.50'), without the £ or commas. */
export function penceToPoundsInput(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}
