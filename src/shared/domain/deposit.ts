/**
 * The deposit rule (docs/product.md §1.4 task 3, issue 7): onboarding task 3 is done exactly when the
 * property's £100 damage deposit is received: paid through the deposit checkout, or recorded by staff
 * as received another way (bank transfer, cash…) with a reason. Nobody ticks it by hand. The onboarding
 * modal, the client's Onboarding tab and the owner's portal show the same state and words from here.
 */
import { canPayDeposit, canRecordDeposit, type DepositCaller } from './abilities/deposits';
import { ONBOARDING_TASK_IDS, setTask, type OnboardingTask } from './onboarding';

export type DepositState = 'paid' | 'recorded' | 'due';

/** What a property knows about its deposit. */
export interface DepositFacts {
  depositPaid: boolean;
  /** Set when staff recorded the deposit as received another way. */
  depositRecorded?: { reason: string; recordedAt: string } | null;
}

export function depositState(p: DepositFacts): DepositState {
  if (p.depositPaid) return 'paid';
  return p.depositRecorded ? 'recorded' : 'due';
}

/** Whether task 3 is done: a paid or a recorded deposit. */
export function depositReceived(p: DepositFacts): boolean {
  return depositState(p) !== 'due';
}

/** The tasks with task 3 set to what the deposit says, whatever anyone asked for. */
export function applyDepositRule(tasks: readonly OnboardingTask[], received: boolean): OnboardingTask[] {
  return setTask(tasks, ONBOARDING_TASK_IDS.deposit, received);
}

export const DEPOSIT_MESSAGES = {
  /** Why task 3 has no tick box and the server refuses a tick. */
  notTickable: 'This step completes when the £100 deposit is paid, or when staff record a deposit received another way.',
  reasonRequired: 'Please say how the deposit was received (for example, paid by bank transfer)',
  reasonTooShort: 'Please say how the deposit was received, in a few words',
  reasonTooLong: 'The reason must be at most 200 characters',
  alreadyReceived: 'The deposit for this property has already been received',
  recorded: 'Deposit recorded as received',
  failedRecord: 'Failed to record the deposit. Please try again.',
  recordAction: 'Record deposit received',
} as const;

export const DEPOSIT_REASON_MIN = 3;
export const DEPOSIT_REASON_MAX = 200;

/** Examples offered in the 'Record deposit received' form. */
export const DEPOSIT_REASON_EXAMPLES = ['Paid by bank transfer', 'Paid in cash', 'Paid by cheque'] as const;

/** The refusal for a typed reason, or null when it will do. */
export function depositReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (!text) return DEPOSIT_MESSAGES.reasonRequired;
  if ([...text].length < DEPOSIT_REASON_MIN) return DEPOSIT_MESSAGES.reasonTooShort;
  if ([...text].length > DEPOSIT_REASON_MAX) return DEPOSIT_MESSAGES.reasonTooLong;
  return null;
}

export interface DepositView {
  state: DepositState;
  /** Short status, e.g. for a badge: 'Deposit paid', 'Deposit recorded', 'Deposit due'. */
  label: string;
  /** Shorter still, beside 'Deposit': 'Paid', 'Recorded', 'Pending'. */
  short: string;
  tone: 'success' | 'warning';
  /** The sentence under task 3. */
  note: string;
}

/** One wording for the deposit wherever it is shown. */
export function depositView(p: DepositFacts): DepositView {
  const state = depositState(p);
  if (state === 'paid') {
    return { state, label: 'Deposit paid', short: 'Paid', tone: 'success', note: 'Refundable £100 deposit paid' };
  }
  if (state === 'recorded') {
    return {
      state,
      label: 'Deposit recorded',
      short: 'Recorded',
      tone: 'success',
      note: `Deposit received: ${p.depositRecorded!.reason}`,
    };
  }
  return {
    state,
    label: 'Deposit due',
    short: 'Pending',
    tone: 'warning',
    note: 'Refundable £100 deposit, once per property. This step completes itself when the deposit is paid.',
  };
}

/** 'Pay £100' is offered while the deposit is due, to whoever may pay it. */
export function offersDepositPayment(p: DepositFacts, caller: DepositCaller): boolean {
  return depositState(p) === 'due' && canPayDeposit(caller);
}

/** 'Record deposit received' is offered while the deposit is due, to whoever may record it. */
export function offersDepositRecord(p: DepositFacts, caller: DepositCaller): boolean {
  return depositState(p) === 'due' && canRecordDeposit(caller);
}
