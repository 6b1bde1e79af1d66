import { describe, expect, it } from 'vitest';
import { defaultOnboardingTasks } from '@shared/domain/onboarding';
import { emptyLinenInventory } from '@shared/domain/properties';
import type { TPropertyContractSummary } from '@shared/schemas/properties';
import { contractAccess, detailsSent, nextStep } from './next-step';

const contract = (status: TPropertyContractSummary['status'], activeShareToken: string | null = null): TPropertyContractSummary => ({
  id: 'c1',
  status,
  hasActiveShare: activeShareToken !== null,
  activeShareToken,
});

function property(done: Partial<Record<1 | 2 | 3 | 4 | 5, boolean>>, extra: { contract?: TPropertyContractSummary | null; beds?: number } = {}) {
  return {
    onboardingTasks: defaultOnboardingTasks(done),
    contract: extra.contract ?? null,
    defaultBedConfig: extra.beds ?? 0,
    linenInventory: emptyLinenInventory(),
  };
}

describe('contractAccess', () => {
  it('reads the latest contract as signed, signable by link, signable in the panel, or not ready', () => {
    expect(contractAccess(null)).toEqual({ kind: 'none' });
    expect(contractAccess(contract('signed'))).toEqual({
      kind: 'signed',
      contractId: 'c1',
    });
    expect(contractAccess(contract('active', 'tok'))).toEqual({
      kind: 'signed',
      contractId: 'c1',
    });
    expect(contractAccess(contract('sent', 'tok'))).toEqual({
      kind: 'share',
      contractId: 'c1',
      token: 'tok',
    });
    expect(contractAccess(contract('draft', 'tok'))).toEqual({
      kind: 'share',
      contractId: 'c1',
      token: 'tok',
    });
    expect(contractAccess(contract('draft'))).toEqual({
      kind: 'panel',
      contractId: 'c1',
    });
    expect(contractAccess(contract('sent'))).toEqual({ kind: 'none' });
    expect(contractAccess(contract('cancelled', 'tok'))).toEqual({
      kind: 'none',
    });
  });
});

describe('detailsSent', () => {
  it('is true once beds, linen or consumables are filled in', () => {
    const inv = emptyLinenInventory();
    expect(detailsSent({ defaultBedConfig: 0, linenInventory: inv })).toBe(false);
    expect(detailsSent({ defaultBedConfig: 2, linenInventory: inv })).toBe(true);
    expect(
      detailsSent({
        defaultBedConfig: 0,
        linenInventory: { ...inv, towels: { ...inv.towels, bath_towels: 4 } },
      }),
    ).toBe(true);
    expect(
      detailsSent({
        defaultBedConfig: 0,
        linenInventory: {
          ...inv,
          consumables: { ...inv.consumables, no_consumables: true },
        },
      }),
    ).toBe(true);
  });
});

describe('nextStep', () => {
  it('asks a new property for its details first', () => {
    expect(nextStep(property({ 1: true }))).toMatchObject({
      kind: 'owner',
      taskId: 2,
      title: 'Complete the property form',
    });
  });

  it('moves on to the deposit while the provider reviews the details the owner sent', () => {
    expect(nextStep(property({ 1: true }, { beds: 3 }))).toMatchObject({
      kind: 'owner',
      taskId: 3,
      title: 'Pay the £100 damage deposit',
    });
  });

  it('skips the contract until the provider has prepared it, then asks for the signature', () => {
    expect(nextStep(property({ 1: true, 2: true, 3: true }))).toMatchObject({
      kind: 'owner',
      taskId: 5,
    });
    expect(nextStep(property({ 1: true, 2: true, 3: true, 5: true }))).toMatchObject({
      kind: 'provider',
      taskId: 4,
      title: 'Contract being prepared',
    });
    expect(nextStep(property({ 1: true, 2: true, 3: true, 5: true }, { contract: contract('draft') }))).toMatchObject({
      kind: 'owner',
      taskId: 4,
      title: 'Sign your service contract',
    });
  });

  it('waits for the provider when only their steps are left', () => {
    expect(nextStep(property({ 1: true, 3: true, 4: true, 5: true }, { beds: 1 }))).toMatchObject({ kind: 'provider', taskId: 2 });
  });

  it('is done when every task is complete', () => {
    expect(nextStep(property({ 1: true, 2: true, 3: true, 4: true, 5: true }))).toMatchObject({ kind: 'done', taskId: null });
  });
});
