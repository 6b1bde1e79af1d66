/**
 * The Charge column (docs/product.md §2.2): 'Charged' once charged; 'Charge {amount}' for staff when the record
 * has a price, else 'No price set'. Once requested, the badge says 'Charge requested' with its deadline
 * and staff read '{amount} awaiting the owner's payment': no second primary 'Charge' (issue 19; there is
 * no resend, the request's e-mail went once). The record's owner gets 'Pay {amount}' once payment was
 * requested, and 'Not charged' before (no estimate; issue 19 M9). A requested or charged record links to
 * its invoice (issue 23).
 */
import { toast } from 'sonner';
import { CHECKOUT_MESSAGES } from '@shared/domain/checkout';
import { chargeRequestNotice, DAMAGE_MESSAGES as M } from '@shared/domain/damages';
import { formatPence } from '@shared/domain/money';
import { formatDate } from '@shared/format-dates';
import type { TDamageActivity } from '@shared/schemas/damages';
import { Badge, Button } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { apiClient } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { AddLateFeeButton } from '../charges/AddLateFeeDialog';
import { InvoiceLink } from '../invoices/InvoiceLink';
import { useRequestCharge } from './use-damages';

export interface ChargeAbilities {
  /** Staff who record damages request payment. */
  canCharge: boolean;
  /** A property owner pays a requested charge. */
  canPay: boolean;
  /** Staff who manage charges add a late payment fee to a requested charge past its deadline (issue 18). */
  canAddFee?: boolean;
}

export function DamageChargeCell({ row, can, ownerView = false }: { row: TDamageActivity; can: ChargeAbilities; ownerView?: boolean }) {
  const amount = formatPence(row.estimatedPricePence ?? 0);
  const invoice = <InvoiceLink source="damage" sourceId={row.id} label={`The invoice of the damage charge for ${row.itemName || 'an item'} at ${row.propertyName}`} />;
  if (row.chargeState === 'charged')
    return (
      <div className="flex flex-col items-start gap-1.5">
        <Badge variant="success">{M.charged}</Badge>
        {invoice}
      </div>
    );
  // An owner is shown only what they owe or paid (issue 19 M9).
  if (ownerView && row.chargeState !== 'requested') return <span className="text-sm whitespace-nowrap text-slate-600">{M.notCharged}</span>;
  if (row.chargeState === 'no_price') return <span className="text-sm text-slate-600">{M.noPrice}</span>;
  return (
    <div className="flex flex-col items-start gap-1.5">
      {row.chargeState === 'requested' && (
        <>
          <Badge variant="warning">{M.requested}</Badge>
          <span className="text-xs text-slate-600">Due by {formatDate(row.paymentDueAt)}</span>
        </>
      )}
      {can.canCharge && row.chargeState === 'chargeable' && <ChargeButton id={row.id} amount={amount} />}
      {can.canCharge && !can.canPay && row.chargeState === 'requested' && <span className="text-sm text-slate-600">{M.awaitingPayment(amount)}</span>}
      {can.canPay && row.chargeState === 'requested' && <PayButton id={row.id} amount={amount} />}
      {can.canAddFee && row.chargeState === 'requested' && row.paymentOverdue && (
        <AddLateFeeButton target={{ subjectType: 'damage', subjectId: row.id, label: `the damage charge for ${row.itemName || 'an item'} at ${row.propertyName}` }} />
      )}
      {!can.canCharge && row.chargeState === 'chargeable' && <span className="text-sm text-slate-600">{amount}</span>}
      {row.chargeState === 'requested' && invoice}
    </div>
  );
}

function ChargeButton({ id, amount }: { id: string; amount: string }) {
  const charge = useRequestCharge();
  return (
    <Button
      size="sm"
      loading={charge.isPending}
      loadingText="Requesting..."
      onClick={() =>
        charge.mutate(id, {
          onSuccess: (r) => {
            const notice = chargeRequestNotice(r, formatPence(r.amountPence));
            if (notice.tone === 'warning') toast.warning(notice.text, { duration: 8000 });
            else toast.success(notice.text);
          },
          onError: (error) => toast.error(CHECKOUT_MESSAGES.failedCharge(errorMessage(error, ''))),
        })
      }
    >
      {M.chargeLabel(amount)}
    </Button>
  );
}

function PayButton({ id, amount }: { id: string; amount: string }) {
  const pay = useMutation({
    mutationFn: () => apiClient.post('/api/payments/damage-checkout', { body: { activityId: id } }),
    onSuccess: (r) => window.location.assign(r.url),
    onError: (error) => toast.error(CHECKOUT_MESSAGES.failedCharge(errorMessage(error, ''))),
  });
  return (
    <Button size="sm" loading={pay.isPending} loadingText="Opening checkout..." onClick={() => pay.mutate()}>
      Pay {amount}
    </Button>
  );
}
