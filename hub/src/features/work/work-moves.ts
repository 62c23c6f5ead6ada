import { WORK_ACTION_REQUESTS, workActionsFor, type Work, type WorkAction } from '@tradeshub/sdk';

/** The actions shown as buttons in the work's action bar; the rest have places of their own (editing, each payment, change sets). */
export type ButtonAction = Exclude<WorkAction, 'EDIT_QUOTE' | 'REQUEST_PAYMENT' | 'PROPOSE_SCHEDULE_CHANGE'>;

/** One button: what it says, whether it is the one the viewer most likely came for, and the question asked first for what cannot be undone. */
export interface WorkButton {
  readonly action: ButtonAction;
  readonly label: string;
  readonly primary: boolean;
  readonly confirm: { readonly title: string; readonly body: string; readonly label: string } | null;
  /** The request it makes (the sdk's mapping of action to call). */
  readonly request: (typeof WORK_ACTION_REQUESTS)[ButtonAction];
}

type Copy = Omit<WorkButton, 'action' | 'request'>;

// The words of each button, and what is asked before one that cannot be undone. `other` is
// the other side's name (the business for a customer, the customer for the business).
function copyOf(action: ButtonAction, other: string): Copy {
  const ask = (title: string, body: string, label: string) => ({ title, body, label });
  switch (action) {
    case 'SEND_QUOTE':
      return { label: 'Send quote', primary: true, confirm: null };
    case 'ACCEPT_QUOTE':
      return { label: 'Accept quote', primary: true, confirm: null };
    case 'REJECT_QUOTE':
      return { label: 'Reject quote', primary: false, confirm: ask('Reject this quote?', `${other} will be told you have turned it down. This cannot be undone.`, 'Reject quote') };
    case 'WITHDRAW_QUOTE':
      return { label: 'Withdraw quote', primary: false, confirm: ask('Withdraw this quote?', `${other} will no longer be able to accept it. This cannot be undone.`, 'Withdraw quote') };
    case 'AGREE':
      return { label: 'Agree the contract', primary: true, confirm: null };
    case 'START':
      return { label: 'Start the job', primary: true, confirm: null };
    case 'START_ONGOING':
      return { label: 'Start as ongoing work', primary: false, confirm: null };
    case 'COMPLETE':
      return {
        label: 'Mark the job complete',
        primary: true,
        confirm: ask('Mark this job complete?', `${other} will see the job as completed; any payment still to make stays due.`, 'Mark complete'),
      };
    case 'CLOSE':
      return { label: 'Close the job', primary: false, confirm: ask('Close this job?', 'A closed job cannot be reopened.', 'Close the job') };
    case 'CANCEL':
      return { label: 'Cancel', primary: false, confirm: ask('Cancel this work?', `${other} will see that it has been cancelled. This cannot be undone.`, 'Cancel the work') };
    case 'REQUEST_CANCEL':
      return {
        label: 'Ask to cancel the job',
        primary: false,
        confirm: ask('Ask to cancel this job?', `The job is cancelled once ${other} agrees too. Payments already made stay paid.`, 'Ask to cancel'),
      };
    case 'CONFIRM_CANCEL':
      return { label: 'Agree to cancel', primary: false, confirm: ask('Cancel this job?', `${other} asked to cancel. Once you agree, the job is cancelled for good.`, 'Cancel the job') };
  }
}

const elsewhere: readonly WorkAction[] = ['EDIT_QUOTE', 'REQUEST_PAYMENT', 'PROPOSE_SCHEDULE_CHANGE'];

/**
 * The buttons the viewer sees on a work: the sdk's workActionsFor (the state machines and
 * who may make each move) in the viewer's words.
 * @example workButtons(sentQuote, 'Clarke & Patel').map((b) => b.label) // customer: ['Accept quote', 'Reject quote']
 */
export function workButtons(work: Work, otherName: string): WorkButton[] {
  return workActionsFor(work, work.viewerSide)
    .filter((action): action is ButtonAction => !elsewhere.includes(action))
    .map((action) => ({ action, request: WORK_ACTION_REQUESTS[action], ...copyOf(action, otherName) }));
}

/** Whether the viewer may do this action now (e.g. edit the quote, ask for a payment). */
export function mayDo(work: Work, action: WorkAction): boolean {
  return workActionsFor(work, work.viewerSide).includes(action);
}
