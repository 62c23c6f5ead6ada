// The work module's entry points for other modules: what chat and reviews ask of works, and
// what card payments do to a work's schedule (schedule-payments.ts documents each).
export { completedWorkBetween, isWorkBetween, takesPartInWork } from './work-links.js';
export {
  PAYABLE_SCHEDULE_STATUSES,
  findPayableScheduleItem,
  lockWorkRow,
  markPaymentRequestsRead,
  markScheduleCheckoutOpen,
  markScheduleCheckoutReleased,
  recordSchedulePaymentPaid,
  unreadPaymentRequestCount,
  type PaidDetails,
  type PayableScheduleItem,
} from './schedule-payments.js';
