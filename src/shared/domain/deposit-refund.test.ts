import { describe, expect, it } from 'vitest';
import { DEPOSIT_REFUND_MESSAGES } from './charges';
import { contractEnded, depositRefundText, refundBalance, refundRefusal, type WithheldItem } from './deposit-refund';

const item = (type: WithheldItem['type'], amountPence: number, id = `${type}-${amountPence}`): WithheldItem => ({ type, id, label: id, amountPence });

describe('refundBalance', () => {
  it('refunds the whole deposit when nothing is unpaid', () => {
    expect(refundBalance(10_000, [])).toEqual({ withheld: [], withheldPence: 0, balancePence: 10_000 });
  });

  it('withholds every unpaid item and refunds the rest', () => {
    const unpaid = [item('collection', 2500), item('damage', 1200), item('charge', 2500)];
    expect(refundBalance(10_000, unpaid)).toEqual({ withheld: unpaid, withheldPence: 6200, balancePence: 3800 });
  });

  it('leaves out items with nothing owed', () => {
    const unpaid = [item('collection', 0), item('charge', 1000)];
    expect(refundBalance(10_000, unpaid).withheld).toEqual([unpaid[1]]);
  });

  it('gives a balance of 0 or less when the unpaid items reach the deposit', () => {
    expect(refundBalance(10_000, [item('collection', 10_000)]).balancePence).toBe(0);
    expect(refundBalance(10_000, [item('collection', 7000), item('damage', 4000)]).balancePence).toBe(-1000);
  });
});

describe('refundRefusal', () => {
  const ended = { archived: true, latestContractStatus: 'active', depositReceived: true, refunded: false };

  it('allows an archived property or a cancelled contract', () => {
    expect(refundRefusal(ended)).toBeNull();
    expect(refundRefusal({ ...ended, archived: false, latestContractStatus: 'cancelled' })).toBeNull();
    expect(contractEnded({ archived: false, latestContractStatus: 'cancelled' })).toBe(true);
  });

  it('refuses an active contract, a property without a contract, an unpaid deposit and a second refund', () => {
    expect(refundRefusal({ ...ended, archived: false })).toBe(DEPOSIT_REFUND_MESSAGES.notEnded);
    expect(refundRefusal({ ...ended, archived: false, latestContractStatus: null })).toBe(DEPOSIT_REFUND_MESSAGES.notEnded);
    expect(refundRefusal({ ...ended, depositReceived: false })).toBe(DEPOSIT_REFUND_MESSAGES.notPaid);
    expect(refundRefusal({ ...ended, refunded: true })).toBe(DEPOSIT_REFUND_MESSAGES.alreadyRefunded);
  });
});

describe('depositRefundText', () => {
  it("reads 'Deposit refunded £X on {date}' in London days, pending and failed otherwise", () => {
    expect(depositRefundText({ status: 'succeeded', amountPence: 7500, refundedAt: '2026-06-30T23:30:00Z' })).toBe('Deposit refunded £75.00 on 1 Jul 2026');
    expect(depositRefundText({ status: 'pending', amountPence: 10_000, refundedAt: null })).toBe('Deposit refund of £100.00 pending');
    expect(depositRefundText({ status: 'failed', amountPence: 10_000, refundedAt: null })).toBe('Deposit refund of £100.00 failed');
  });
});
