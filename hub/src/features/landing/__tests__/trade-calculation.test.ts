import { describe, expect, test } from 'vitest';
import { tradeCalculation } from '../trade-calculator-rules';

const standard = { commissionRate: 4, cardFeesEnabled: false };
const withCards = { commissionRate: 4, cardFeesEnabled: true };

describe('the /trade calculator', () => {
  test.each([
    // 4 % + 20 % VAT = 4.8 %; card 1.5 % + 20p, each half-up.
    { typed: '100', config: standard, platform: 480, card: 0, net: 9_520 },
    { typed: '£1,000', config: withCards, platform: 4_800, card: 1_520, net: 93_680 },
    { typed: '1234.56', config: withCards, platform: 5_926, card: 1_872, net: 115_658 },
    { typed: '250', config: { commissionRate: 5.5, cardFeesEnabled: false }, platform: 1_650, card: 0, net: 23_350 },
  ])('splits £$typed into platform fee, card fee and what the tradesperson receives', ({ typed, config, platform, card, net }) => {
    const result = tradeCalculation(typed, config);
    expect(result).toMatchObject({ kind: 'split', breakdown: { platformFeePence: platform, cardFeePence: card, netPence: net } });
    if (result.kind === 'split') expect(result.breakdown.platformFeePence + result.breakdown.cardFeePence + result.breakdown.netPence).toBe(result.breakdown.totalPence);
  });

  test.each([
    ['', 'Enter the quote total in pounds, such as 1250 or 1,250.00.'],
    ['ten pounds', 'Enter the quote total in pounds, such as 1250 or 1,250.00.'],
    ['-5', 'Enter the quote total in pounds, such as 1250 or 1,250.00.'],
    ['12.345', 'Enter the quote total in pounds, such as 1250 or 1,250.00.'],
    ['0', 'Enter a quote total of more than £0.'],
    ['10000001', 'Enter a quote total of at most £10,000,000.'],
  ])('explains what is wrong with %j', (typed, message) => {
    expect(tradeCalculation(typed, standard)).toEqual({ kind: 'problem', message });
  });

  test('refuses a total too small to carry its card fee rather than showing a negative amount', () => {
    expect(tradeCalculation('0.10', withCards)).toEqual({
      kind: 'problem',
      message: 'That amount is too small to carry its fees. Quote more, or take it outside Tradeshub.',
    });
  });
});
