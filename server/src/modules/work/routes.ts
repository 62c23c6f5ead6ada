import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../http/contract-routes.js';
import { badRequest } from '../../http/errors.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import { startBatchJob, type BatchJob } from '../../platform/batch-job.js';
import type { AppContext } from '../context.js';
import { addChangeSetMessage, listChangeSets, proposeChangeSet, respondToChangeSet, updateChangeSet, withdrawChangeSet } from './change-sets.js';
import { manageWorkCountForBusiness, manageWorkCountForCustomer, markManageWorkSeenForBusiness, markManageWorkSeenForCustomer } from './manage-work-counts.js';
import { settleLatePayments } from './late-payments.js';
import { moveQuote, moveWork } from './moves.js';
import { requestPayment } from './payment-requests.js';
import { createWork, updateWork } from './quote-drafts.js';
import { listFinishedWorks, listWorks } from './work-lists.js';
import { workView } from './work-view.js';

const WHOSE_FINISHED_WORKS = 'Name either a business or a customer whose finished works to list.';

/** Works: quotes, contracts and their moves, payment requests and the Manage Work badge (/backend-service/work). */
export function workHandlers({ db }: AppContext) {
  return {
    getById: async ({ viewer, params }) => workView(db, viewer.userId, params.id),
    getAll: async ({ viewer, body }) => {
      if (viewer) return listWorks(db, viewer.userId, body);
      if ((body.customerId === undefined) === (body.businessId === undefined)) throw badRequest(WHOSE_FINISHED_WORKS);
      return listFinishedWorks(db, body, body);
    },
    getFinishedWorks: async ({ query }) => listFinishedWorks(db, query, query),
    getManageWorkNotificationsCount: async ({ viewer }) => ({ count: await manageWorkCountForCustomer(db, viewer.userId) }),
    getManageWorkNotificationsCountForBusiness: async ({ viewer }) => ({ count: await manageWorkCountForBusiness(db, viewer.userId) }),
    markManageWorkNotificationsSeen: async ({ viewer }) => {
      await markManageWorkSeenForCustomer(db, viewer.userId);
      return null;
    },
    markManageWorkNotificationsSeenForBusiness: async ({ viewer }) => {
      await markManageWorkSeenForBusiness(db, viewer.userId);
      return null;
    },
    create: async ({ viewer, body }) => withMessage(await createWork(db, viewer.userId, body), 'Your draft quote is saved. Send it when it is ready.', 201),
    update: async ({ viewer, params, body }) => withMessage(await updateWork(db, viewer.userId, params.id, body), 'Your draft quote is saved.'),
    updateStatus: async ({ viewer, params, body }) => {
      const { work, message } = await moveWork(db, viewer.userId, params.id, body.status, body.reason);
      return withMessage(work, message);
    },
    updateQuoteStatus: async ({ viewer, params, body }) => {
      const { work, message } = await moveQuote(db, viewer.userId, params.id, body.status);
      return withMessage(work, message);
    },
    requestPayment: async ({ viewer, params }) => withMessage(await requestPayment(db, viewer.userId, params.id), 'The customer has been asked to pay.'),
    getChangeSets: async ({ viewer, params }) => listChangeSets(db, viewer.userId, params.id),
    createChangeSet: async ({ viewer, body }) =>
      withMessage(await proposeChangeSet(db, viewer.userId, body), 'Your new payment schedule has been proposed. It changes once the other side approves it.', 201),
    respondToChangeSet: async ({ viewer, params, body }) => {
      const changeSet = await respondToChangeSet(db, viewer.userId, params.id, body);
      return withMessage(changeSet, body.status === 'APPROVED' ? 'The new payment schedule is in force.' : 'You rejected the proposed payment schedule.');
    },
    addChangeSetMessage: async ({ viewer, params, body }) => addChangeSetMessage(db, viewer.userId, params.id, body.text),
    updateChangeSet: async ({ viewer, params, body }) => withMessage(await updateChangeSet(db, viewer.userId, params.id, body), 'Your proposed payment schedule has been changed.'),
    deleteChangeSet: async ({ viewer, params }) => {
      await withdrawChangeSet(db, viewer.userId, params.id);
      return withMessage(null, 'Your proposed payment schedule has been withdrawn.');
    },
  } satisfies Partial<GroupHandlers<'work'>>;
}

/** The late-payment job: on start-up, then every LATE_PAYMENT_SWEEP_INTERVAL_MS (each payment is looked at once a UK day). */
export function startLatePaymentJob(app: FastifyInstance, { db, config }: AppContext): void {
  const BATCH = 200;
  const job = startBatchJob({
    runBatch: () => settleLatePayments(db, new Date(), { limit: BATCH }),
    batchSize: BATCH,
    intervalMs: config.latePaymentSweepIntervalMs,
    onError: (error) => app.log.error({ err: error }, 'Late payments could not be settled'),
  });
  if (config.latePaymentSweepIntervalMs > 0) job.wake();
  app.decorate('latePaymentJob', job);
  app.addHook('onClose', async () => job.stop());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Moves requested payments to overdue and late; tests run() it instead of waiting a day. */
    latePaymentJob: BatchJob;
  }
}
