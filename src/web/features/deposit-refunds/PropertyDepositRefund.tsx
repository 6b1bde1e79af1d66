/**
 * Beside a property's deposit (the property detail dialog, the onboarding checklist): the refund once
 * there is one ('Deposit refunded £X on {date}', or pending); before that, for staff who refund
 * deposits and a property whose contract ended (archived, or the latest contract cancelled),
 * 'Refund deposit', which opens the refund dialog.
 */
import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import { DEPOSIT_REFUND_MESSAGES } from '@shared/domain/charges';
import { Button } from '@web/components/ui';
import { DepositRefundStatus } from './DepositRefundStatus';
import { RefundDepositDialog } from './RefundDepositDialog';
import { isStaffView, useDepositRefund } from './use-deposit-refund';

/** Whether 'Refund deposit' is offered: the contract ended, so the refund can be made or its balance is shown. */
const offersRefund = (reason: string | null, eligible: boolean) => eligible || reason === DEPOSIT_REFUND_MESSAGES.nothingToRefund;

export function PropertyDepositRefund({ propertyId, propertyName }: { propertyId: string; propertyName: string }) {
  const query = useDepositRefund(propertyId);
  const [open, setOpen] = useState(false);
  const answer = query.data;
  if (!answer) return null;
  if (answer.refund) return <DepositRefundStatus refund={answer.refund} />;
  if (!isStaffView(answer) || !offersRefund(answer.reason, answer.eligible)) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden="true" />
        Refund deposit
      </Button>
      <RefundDepositDialog open={open} onOpenChange={setOpen} propertyId={propertyId} propertyName={propertyName} view={answer} />
    </>
  );
}
