import { formatPounds, type CategoryTitle, type WorkStatus } from '@tradeshub/sdk';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import {
  conversations,
  messages,
  notifications,
  paymentScheduleChangeSetMessages,
  paymentScheduleChangeSets,
  paymentScheduleItems,
  reviews,
  workEvents,
  workLineItems,
  works,
} from '../db/schema/index.js';
import type { DemoBusiness } from './demo-businesses.js';
import { DAY_MS, type DemoContext, type NotificationRow, type ReviewRow, type UserRow } from './demo-context.js';
import type { DemoCustomer } from './demo-customers.js';
import { buildWork, type BuiltWork, type PaymentPlan, type WorkParties, type WorkPlan } from './demo-work-rows.js';

// Works for Manage Work: the demo customer (Amelia) and tradesperson (Ravi, Clarke & Patel
// Plumbing) have one in every state worth showing, so either can open /managework and act;
// other demo businesses get finished jobs so their profiles and lists are not empty.

const MINUTE_DAYS = 1 / (24 * 60);
const deposit = (percent: number, extra: Partial<PaymentPlan> = {}): PaymentPlan => ({ description: `Deposit (${percent}%)`, percent, dueInDays: 5, status: 'OPEN', ...extra });
const balance = (extra: Partial<PaymentPlan> = {}): PaymentPlan => ({ description: 'Balance on completion', percent: 0, dueInDays: 30, status: 'OPEN', ...extra });

/** Amelia and Ravi's works, newest first; the first is the quote waiting in their conversation. */
const DEMO_PAIR_PLANS: WorkPlan[] = [
  {
    title: 'Replace the kitchen mixer tap cartridge',
    description: 'Swap the worn ceramic cartridge of the kitchen mixer tap and check the isolation valves under the sink.',
    category: 'Plumbing',
    mode: 'QUICK',
    status: 'OPEN',
    lines: [
      { description: 'Ceramic disc cartridge (35 mm)', price: 2_850, vat: 20 },
      { description: 'Labour, one visit', price: 6_500, vat: 20 },
    ],
    payments: [{ description: 'Payment on completion', percent: 100, dueInDays: 14, status: 'OPEN' }],
    createdDaysAgo: 94 * MINUTE_DAYS,
  },
  {
    title: 'Change the bathroom radiator for a towel rail',
    description: 'Take out the old panel radiator, fit a 500 mm chrome towel rail on the same pipework, and bleed the system.',
    category: 'Plumbing',
    mode: 'STANDARD',
    status: 'AGREED',
    lines: [
      { description: 'Chrome towel rail and valves', price: 18_900, vat: 20 },
      { description: 'Fitting and system bleed', price: 22_000, vat: 20 },
    ],
    payments: [deposit(25, { dueInDays: 6 }), balance({ dueInDays: 20 })],
    createdDaysAgo: 6,
  },
  {
    title: 'Kitchen refit: plumbing and appliances',
    description: 'First and second fix plumbing for the new kitchen: sink, dishwasher and washing machine, with new isolation valves.',
    category: 'Kitchen fitter',
    mode: 'STANDARD',
    status: 'IN_PROGRESS',
    lines: [
      { description: 'First fix: pipework and waste', price: 64_000, vat: 20 },
      { description: 'Second fix: sink, dishwasher, washing machine', price: 48_000, vat: 20 },
      { description: 'Valves, traps and fittings', price: 9_500, vat: 20 },
    ],
    payments: [
      deposit(30, { dueInDays: -18, status: 'PAID', requestedDaysAgo: 24, paidDaysAgo: 20 }),
      { description: 'First fix done', percent: 40, dueInDays: 14, status: 'OPEN' },
      balance({ dueInDays: 35 }),
    ],
    createdDaysAgo: 28,
    startedDaysAgo: 17,
  },
  {
    title: 'New en-suite shower',
    description: 'Fit a thermostatic shower valve and riser in the en-suite, with a new tray and waste.',
    category: 'Plumbing',
    mode: 'STANDARD',
    status: 'IN_PROGRESS',
    lines: [
      { description: 'Thermostatic valve, riser and head', price: 32_000, vat: 20 },
      { description: 'Shower tray and waste', price: 21_000, vat: 20 },
      { description: 'Labour, two days', price: 56_000, vat: 20 },
    ],
    payments: [
      deposit(25, { dueInDays: -12, status: 'PAID', requestedDaysAgo: 16, paidDaysAgo: 13 }),
      { description: 'Valve and tray fitted', percent: 50, dueInDays: 4, status: 'REQUESTED', requestedDaysAgo: 1 },
      balance({ dueInDays: 25 }),
    ],
    createdDaysAgo: 21,
    startedDaysAgo: 10,
  },
  {
    title: 'Outside tap and garden supply',
    description: 'Run a new supply through the back wall to a frost-proof outside tap with a double check valve.',
    category: 'Plumbing',
    mode: 'QUICK',
    status: 'COMPLETED_PENDING',
    lines: [{ description: 'Outside tap kit, fitted', price: 24_500, vat: 20 }],
    payments: [{ description: 'Payment on completion', percent: 100, dueInDays: -30, status: 'LATE', requestedDaysAgo: 37 }],
    createdDaysAgo: 45,
    startedDaysAgo: 38,
    completedDaysAgo: 37,
  },
  {
    title: 'Fix the leaking toilet cistern',
    description: 'Replace the flush valve and fill valve of the downstairs toilet cistern.',
    category: 'Plumbing',
    mode: 'QUICK',
    status: 'COMPLETED',
    lines: [{ description: 'Flush and fill valves, fitted', price: 11_500, vat: 20 }],
    payments: [{ description: 'Payment on completion', percent: 100, dueInDays: -80, status: 'PAID', requestedDaysAgo: 86, paidDaysAgo: 84 }],
    createdDaysAgo: 92,
    startedDaysAgo: 87,
    completedDaysAgo: 86,
  },
];

const OTHER_PLANS: { title: string; category: CategoryTitle; price: number }[] = [
  { title: 'Rewire the kitchen ring main', category: 'Electrical work', price: 68_000 },
  { title: 'Replace six fence panels', category: 'Fencing', price: 54_000 },
  { title: 'Plaster the back bedroom', category: 'Plastering', price: 46_000 },
  { title: 'Paint the hall, stairs and landing', category: 'Painting & Decorating', price: 82_000 },
  { title: 'Re-point the garden wall', category: 'Bricklaying', price: 38_000 },
  { title: 'Fit new guttering to the front', category: 'Guttering', price: 29_500 },
  { title: 'Lay oak flooring in the lounge', category: 'Flooring', price: 124_000 },
  { title: 'Repair the flat roof over the garage', category: 'Roofing', price: 96_000 },
];

/** How many finished and running jobs other demo businesses get. */
const OTHER_WORKS = 90;

/** demo-data.ts's batched insert. */
export type BatchInsert = <T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]) => Promise<void>;

export interface DemoWorks {
  built: BuiltWork[];
  changeSets: (typeof paymentScheduleChangeSets.$inferInsert)[];
  changeSetMessages: (typeof paymentScheduleChangeSetMessages.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
  reviews: ReviewRow[];
  notifications: NotificationRow[];
}

export function buildDemoWorks(
  ctx: DemoContext,
  people: { customer: UserRow; tradesperson: UserRow; conversationId: string },
  demoBusinesses: readonly DemoBusiness[],
  customers: readonly DemoCustomer[],
): DemoWorks {
  const { random, now } = ctx;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const ravi = demoBusinesses[0]!;
  const pair: WorkParties = {
    customerId: people.customer.id,
    customerName: `${people.customer.firstName} ${people.customer.lastName}`,
    businessId: ravi.row.id,
    businessName: ravi.row.name,
    businessUserId: people.tradesperson.id,
    conversationId: people.conversationId,
  };
  const built = DEMO_PAIR_PLANS.map((plan) => buildWork(ctx, pair, plan));
  const [quote, , kitchen, shower, outsideTap, cistern] = built as [BuiltWork, BuiltWork, BuiltWork, BuiltWork, BuiltWork, BuiltWork];

  // Others' finished jobs (and some running), so business profiles list completed work.
  const others = demoBusinesses.slice(1);
  for (let i = 0; i < OTHER_WORKS; i++) {
    const business = random.pick(others);
    const customer = random.pick(customers.slice(1));
    const plan = OTHER_PLANS.find((p) => business.categories.includes(p.category)) ?? { ...random.pick(OTHER_PLANS), category: business.categories[0]! };
    const finished = random.chance(0.8);
    const createdDaysAgo = random.int(20, 600);
    const status: WorkStatus = finished ? (random.chance(0.5) ? 'CLOSED' : 'COMPLETED') : 'IN_PROGRESS';
    built.push(
      buildWork(
        ctx,
        { customerId: customer.user.id, customerName: `${customer.user.firstName} ${customer.user.lastName}`, businessId: business.row.id, businessName: business.row.name, businessUserId: business.owner.id, conversationId: null },
        {
          title: plan.title,
          description: `${plan.title}, as quoted after a visit.`,
          category: plan.category,
          mode: 'QUICK',
          status,
          lines: [{ description: plan.title, price: Math.round(plan.price * random.between(0.7, 1.4)), vat: 20 }],
          payments: [{ description: 'Payment on completion', percent: 100, dueInDays: finished ? -createdDaysAgo + 14 : 20, status: finished ? 'PAID' : 'OPEN', ...(finished ? { requestedDaysAgo: createdDaysAgo - 10, paidDaysAgo: createdDaysAgo - 12 } : {}) }],
          createdDaysAgo,
          startedDaysAgo: createdDaysAgo - 5,
          ...(finished ? { completedDaysAgo: createdDaysAgo - 10 } : {}),
        },
      ),
    );
  }

  const total = (work: BuiltWork) => formatPounds(work.work.totalPence);
  const changeSetId = random.uuid();
  const [firstFix, kitchenBalance] = kitchen.payments.slice(1) as [BuiltWork['payments'][number], BuiltWork['payments'][number]];
  const split = Math.floor(kitchenBalance.amountPence / 2);
  const requested = shower.payments[1]!;
  const late = outsideTap.payments[0]!;
  const notice = (userId: string, fields: Omit<NotificationRow, 'id' | 'userId' | 'createdAt'> & { createdAt: Date }): NotificationRow => ({ id: random.uuid(), userId, ...fields });
  return {
    built,
    changeSets: [
      {
        id: changeSetId,
        workId: kitchen.work.id,
        requestedByUserId: people.customer.id,
        requestedBySide: 'CUSTOMER',
        payments: [
          { id: firstFix.id, description: firstFix.description, amountPence: firstFix.amountPence, dueDate: firstFix.dueDate.toISOString() },
          { description: 'Second fix done', amountPence: split, dueDate: new Date(now.getTime() + 28 * DAY_MS).toISOString() },
          { description: 'Balance after snagging', amountPence: kitchenBalance.amountPence - split, dueDate: new Date(now.getTime() + 45 * DAY_MS).toISOString() },
        ],
        createdAt: ago(0.2),
        updatedAt: ago(0.2),
      },
    ],
    changeSetMessages: [{ changeSetId, senderId: people.customer.id, text: 'Could we split the last payment in two, with the balance once everything is snagged?', createdAt: ago(0.2) }],
    messages: [
      {
        conversationId: people.conversationId,
        senderId: people.tradesperson.id,
        receiverId: people.customer.id,
        type: 'QUOTE',
        text: `Quote: ${quote.work.title}, ${total(quote)} including VAT`,
        workId: quote.work.id,
        createdAt: ago(94 * MINUTE_DAYS),
      },
    ],
    reviews: [
      {
        id: random.uuid(),
        businessId: ravi.row.id,
        authorUserId: people.customer.id,
        serviceContractId: cistern.work.id,
        categoryTitle: 'Plumbing',
        text: 'Ravi found the fault in minutes, had both valves in the van and left the bathroom spotless. The cistern has been silent since.',
        overall: 5,
        price: 4,
        punctuality: 5,
        cleanliness: 5,
        quality: 5,
        friendliness: 5,
        isVerifiedJob: true,
        reply: 'Thank you, Amelia. Glad it is quiet at last!',
        repliedAt: ago(82),
        createdAt: ago(83),
      },
    ],
    notifications: [
      notice(people.customer.id, {
        actionType: 'SCHEDULE_UPDATED',
        message: `${ravi.row.name} asked you to pay ${formatPounds(requested.amountPence)} (${requested.description}) for '${shower.work.title}'.`,
        triggeredByUserId: people.tradesperson.id,
        read: false,
        metaData: { workId: shower.work.id, kind: 'PAYMENT_REQUESTED', scheduleItemId: requested.id },
        createdAt: ago(1),
      }),
      notice(people.customer.id, {
        actionType: 'SCHEDULE_UPDATED',
        message: `The payment of ${formatPounds(late.amountPence)} (${late.description}) for '${outsideTap.work.title}' is now late: 21 days past due, it carries a late charge of 8 % a year.`,
        read: true,
        metaData: { workId: outsideTap.work.id, kind: 'PAYMENT_LATE', scheduleItemId: late.id },
        createdAt: ago(9),
      }),
      notice(people.tradesperson.id, {
        actionType: 'PAYMENT_SCHEDULE_CHANGE_SET_REQUEST',
        message: `${pair.customerName} proposed a new payment schedule for '${kitchen.work.title}'.`,
        triggeredByUserId: people.customer.id,
        isForBusiness: true,
        read: false,
        metaData: { workId: kitchen.work.id, changeSetId },
        createdAt: ago(0.2),
      }),
    ],
  };
}

/** Inserts the demo works and what hangs off them; the manage-work badges show what each side has not seen. */
export async function insertDemoWorks(db: Queryable, demo: DemoWorks, insertInBatches: BatchInsert): Promise<void> {
  const [quote, , kitchen, shower] = demo.built;
  const marked = demo.built.map(({ work }) => ({
    ...work,
    customerUnseenAt: work.id === quote!.work.id || work.id === shower!.work.id ? work.updatedAt : null,
    businessUnseenAt: work.id === kitchen!.work.id ? demo.changeSets[0]!.createdAt! : null,
  }));
  await insertInBatches(works, marked);
  await insertInBatches(workLineItems, demo.built.flatMap((b) => b.lines));
  await insertInBatches(paymentScheduleItems, demo.built.flatMap((b) => b.payments));
  await insertInBatches(workEvents, demo.built.flatMap((b) => b.events));
  await insertInBatches(paymentScheduleChangeSets, demo.changeSets);
  await insertInBatches(paymentScheduleChangeSetMessages, demo.changeSetMessages);
  await insertInBatches(messages, demo.messages);
  for (const message of demo.messages) {
    await db
      .update(conversations)
      .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${message.createdAt!.toISOString()}::timestamptz)` })
      .where(eq(conversations.id, message.conversationId));
  }
  await insertInBatches(reviews, demo.reviews);
  await insertInBatches(notifications, demo.notifications);
}
