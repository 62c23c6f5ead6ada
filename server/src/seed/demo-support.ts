import { distanceKm, milesToKm } from '@tradeshub/sdk';
import type { supportProposals } from '../db/schema/index.js';
import type { DemoBusiness } from './demo-businesses.js';
import { DAY_MS, type AddressRow, type DemoContext, type NotificationRow } from './demo-context.js';
import { buildWork, type BuiltWork, type WorkParties } from './demo-work-rows.js';

// Issue 16's demo: a plumber near the demo customer is an assessor, and the operators'
// Support queue has a proposal to price. It hangs off a work of its own (the demo customer's
// payment to make stays on the shower job, payable), built as requests.ts leaves a work when
// a side asks for help: INDEPENDENT_ASSESSMENT, remembering IN_PROGRESS, its schedule LOCKED.

export type SupportProposalRow = typeof supportProposals.$inferInsert & { id: string };

export interface DemoSupport {
  work: BuiltWork;
  proposals: SupportProposalRow[];
  notifications: NotificationRow[];
  /** The demo business made an assessor: a plumber whose range covers the demo customer's home. */
  assessorBusinessId: string;
}

const ASSESSED_CATEGORY = 'Plumbing';

const DESCRIPTION =
  'Since the boiler was moved to the loft the pressure drops every night and there is water under the new pipework. I was told it is the old radiators; I would like an independent plumber to look before I pay the next stage.';

export function buildDemoSupport(ctx: DemoContext, pair: WorkParties, customerHome: AddressRow, demoBusinesses: readonly DemoBusiness[]): DemoSupport {
  const { random, now } = ctx;
  const home = { lat: customerHome.latitude, lng: customerHome.longitude };
  const assessor = demoBusinesses
    .filter((b) => b.row.id !== pair.businessId && b.categories.includes(ASSESSED_CATEGORY))
    .map((b) => ({ b, km: distanceKm(home, { lat: b.row.latitude, lng: b.row.longitude }) }))
    .filter(({ b, km }) => km <= milesToKm(b.row.radiusMiles ?? 0))
    .sort((x, y) => x.km - y.km)[0]?.b;
  if (!assessor) throw new Error(`No demo ${ASSESSED_CATEGORY} business covers the demo customer's home, so none can be its assessor`);

  const built = buildWork(ctx, pair, {
    title: 'Move the combi boiler to the loft',
    description: 'Move the combi boiler from the kitchen to the loft, with new flue, gas and condensate runs, and reconnect the heating circuit.',
    category: ASSESSED_CATEGORY,
    mode: 'STANDARD',
    status: 'IN_PROGRESS',
    lines: [
      { description: 'Pipework, flue and condensate kit', price: 42_000, vat: 20 },
      { description: 'Labour, three days', price: 126_000, vat: 20 },
      { description: 'Loft boarding and access ladder', price: 18_500, vat: 20 },
    ],
    payments: [
      { description: 'Deposit (25%)', percent: 25, dueInDays: -14, status: 'PAID', requestedDaysAgo: 17, paidDaysAgo: 15 },
      { description: 'Boiler moved and running', percent: 50, dueInDays: 3, status: 'OPEN' },
      { description: 'Balance on completion', percent: 0, dueInDays: 21, status: 'OPEN' },
    ],
    createdDaysAgo: 20,
    startedDaysAgo: 12,
  });
  const askedAt = new Date(now.getTime() - 0.4 * DAY_MS);
  const text = `${pair.customerName} asked for an independent assessment. Payments are on hold until it is completed.`;
  built.events.push({ workId: built.work.id, kind: 'SUPPORT_REQUESTED', actorSide: 'CUSTOMER', actorUserId: pair.customerId, text, createdAt: askedAt });
  built.work.status = 'INDEPENDENT_ASSESSMENT';
  built.work.statusBeforeAssessment = 'IN_PROGRESS';
  built.work.lockStatus = 'LOCKED';
  built.work.updatedAt = askedAt;

  const proposal: SupportProposalRow = {
    id: random.uuid(),
    workId: built.work.id,
    type: 'INDEPENDENT_ASSESSMENT',
    stage: 'AWAITING_PRICE',
    description: DESCRIPTION,
    requestedByUserId: pair.customerId,
    requestedBySide: 'CUSTOMER',
    createdAt: askedAt,
    updatedAt: askedAt,
  };
  const notice: NotificationRow = {
    id: random.uuid(),
    userId: pair.businessUserId,
    actionType: 'SUPPORT_PROPOSAL',
    message: text,
    triggeredByUserId: pair.customerId,
    isForBusiness: true,
    read: false,
    metaData: { supportProposalId: proposal.id, workId: built.work.id, type: proposal.type },
    createdAt: askedAt,
  };
  return { work: built, proposals: [proposal], notifications: [notice], assessorBusinessId: assessor.row.id };
}
