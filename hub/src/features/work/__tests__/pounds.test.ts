import { describe, expect, it } from 'vitest';
import { parsePoundsToPence, penceToPoundsInput } from '../pounds';
import { moveLine, type DraftLine } from '../quote-draft';

describe('pounds as a tradesperson types them', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['£1,234.56', 123_456],
    ['  0.99 ', 99],
    ['1,000,000', 100_000_000],
    ['12.345', null],
    ['-5', null],
    ['1,23', null],
    ['twelve', null],
    ['', null],
  ])('%j is %s pence', (text, pence) => {
    expect(parsePoundsToPence(text)).toBe(pence);
  });

  it('shows pence back as an input would hold them', () => {
    expect(penceToPoundsInput(123_405)).toBe('1234.05');
    expect(penceToPoundsInput(7)).toBe('0.07');
  });
});

describe('moving a line', () => {
  const line = (key: string, priority: number): DraftLine => ({ key, description: key, price: '1', vat: '20', priority });
  const lines = [line('a', 1), line('b', 4), line('c', 7)];

  it('swaps it with its neighbour, and the two swap priorities so the order is kept when saved', () => {
    expect(moveLine(lines, 'c', -1).map((l) => [l.key, l.priority])).toEqual([
      ['a', 1],
      ['c', 4],
      ['b', 7],
    ]);
  });

  it('leaves the list as it is at either end', () => {
    expect(moveLine(lines, 'a', -1)).toEqual(lines);
    expect(moveLine(lines, 'c', 1)).toEqual(lines);
  });
});
