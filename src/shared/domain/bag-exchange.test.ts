import { describe, expect, it } from 'vitest';
import { bagLabelUrl, formatLabelCode, normaliseLabelCode, scanOutcome, wrongStepMessage } from './bag-exchange';
import { canPrintBagLabels, canUseBagExchange, showsBagExchangeInMainNav } from './abilities';
import { roleFlags } from './permissions';

describe('normaliseLabelCode', () => {
  it('reads a code typed in any case, with dashes, spaces or dots', () => {
    expect(normaliseLabelCode('A1B2-C3D4-E5F6')).toBe('A1B2C3D4E5F6');
    expect(normaliseLabelCode('  a1b2 c3d4 e5f6 ')).toBe('A1B2C3D4E5F6');
    expect(normaliseLabelCode('a1b2.c3d4—e5f6')).toBe('A1B2C3D4E5F6');
  });

  it('reads the code out of a scanned label URL', () => {
    expect(normaliseLabelCode('https://linen.example/bag-exchange?bag=A1B2C3D4E5F6')).toBe('A1B2C3D4E5F6');
    expect(normaliseLabelCode('http://127.0.0.1:4330/bag-exchange?x=1&bag=a1b2-c3d4-e5f6')).toBe('A1B2C3D4E5F6');
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'a1b2c3d4e5f',
      'a1b2c3d4e5f6a',
      'g1b2c3d4e5f6',
      'https://x.example/bag-exchange',
      'https://x.example/?bag=zz',
      'http://[bad',
    ]) {
      expect(normaliseLabelCode(bad), bad).toBeNull();
    }
  });
});

describe('label code printing and URL', () => {
  it('prints XXXX-XXXX-XXXX', () => expect(formatLabelCode('a1b2c3d4e5f6')).toBe('A1B2-C3D4-E5F6'));
  it('encodes the bag-exchange screen opened on the bag', () => {
    expect(bagLabelUrl('https://linen.example/', 'A1B2C3D4E5F6')).toBe('https://linen.example/bag-exchange?bag=A1B2C3D4E5F6');
    expect(normaliseLabelCode(bagLabelUrl('https://linen.example', 'a1b2c3d4e5f6'))).toBe('A1B2C3D4E5F6');
  });
});

describe('scanOutcome and wrongStepMessage', () => {
  it('opens Deliver for a new bag, Collect for a bag due a changeover and Return for one in transit', () => {
    expect(scanOutcome('new')).toEqual({ step: 'deliver' });
    expect(scanOutcome('changeover_due')).toEqual({ step: 'collect' });
    expect(scanOutcome('in_transit')).toEqual({ step: 'return' });
  });

  it('says plainly when there is nothing to do', () => {
    expect(scanOutcome('on_beds')).toEqual({ step: null, message: 'This bag is on beds: nothing to deliver, collect or return yet' });
  });

  it('points to the other step when the courier opened the wrong one', () => {
    expect(wrongStepMessage('collect', 'in_transit')).toBe('This bag is in transit: use Return');
    expect(wrongStepMessage('return', 'changeover_due')).toBe('This bag is waiting to be collected: use Collect');
    expect(wrongStepMessage('collect', 'changeover_due')).toBeNull();
    expect(wrongStepMessage('return', 'on_beds')).toBe('This bag is on beds: nothing to deliver, collect or return yet');
    expect(wrongStepMessage('collect', 'new')).toBe('This bag is new: use Deliver');
    expect(wrongStepMessage('deliver', 'new')).toBeNull();
    expect(wrongStepMessage('deliver', 'changeover_due')).toBe('This bag is waiting to be collected: use Collect');
  });
});

describe('who may exchange bags and print labels', () => {
  const who = (role: Parameters<typeof roleFlags>[0], isSuperadmin = false) => ({ flags: roleFlags(role), isSuperadmin });

  it('couriers, cleaners, staff and managers exchange bags and see it in the main navigation; owners do not', () => {
    for (const role of ['courier', 'cleaner', 'staff', 'manager'] as const) {
      expect(canUseBagExchange(who(role)), role).toBe(true);
      expect(showsBagExchangeInMainNav(who(role)), role).toBe(true);
    }
    expect(canUseBagExchange(who('client'))).toBe(false);
    expect(showsBagExchangeInMainNav(who('client'))).toBe(false);
  });

  it('super admins use it from their own navigation section', () => {
    expect(canUseBagExchange(who('admin', true))).toBe(true);
    expect(showsBagExchangeInMainNav(who('admin', true))).toBe(false);
  });

  it('an owner given kanban_move may use it (scoped to their bags) but never prints labels', () => {
    const owner = { flags: { ...roleFlags('client'), kanban_move: true, kanban_edit: true }, isSuperadmin: false };
    expect(canUseBagExchange(owner)).toBe(true);
    expect(showsBagExchangeInMainNav(owner)).toBe(false);
    expect(canPrintBagLabels(owner)).toBe(false);
  });

  it('staff and couriers print labels; owners and viewers without edit or move do not', () => {
    expect(canPrintBagLabels(who('staff'))).toBe(true);
    expect(canPrintBagLabels(who('courier'))).toBe(true);
    expect(canPrintBagLabels(who('client'))).toBe(false);
    expect(canPrintBagLabels({ flags: { ...roleFlags('staff'), kanban_edit: false, kanban_move: false }, isSuperadmin: false })).toBe(false);
  });
});
