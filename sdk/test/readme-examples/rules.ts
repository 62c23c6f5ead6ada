import {
  canTransition,
  CATEGORIES,
  feeBreakdown,
  formatPounds,
  formatRating,
  ratingBand,
  ratingColour,
  workStatusLabel,
} from '@tradeshub/sdk';

// The same rules the server and the hub use, so your screens agree with theirs.
console.log(formatRating(4.25)); // '4.3'
console.log(ratingBand(3.45), ratingColour(3.5)); // 'amber' '#6A1B9A'
console.log(formatPounds(feeBreakdown({ totalPence: 10_000 }).netPence)); // '£95.20'
console.log(canTransition('quote', 'DRAFT', 'SENT')); // true
console.log(workStatusLabel({ status: 'IN_PROGRESS', payments: [{ status: 'REQUESTED', dueDate: '2024-03-05' }] }));
// 'Payment requested - Due Date: 05 Mar 2024'
console.log(CATEGORIES.length); // 24
