/**
 * The portal's reading of a property's onboarding (docs/product.md §1.4): how the owner reaches its
 * contract, whether the owner has sent the property details yet, and the next step to take. Owners
 * act on tasks 1, 2 (send the details), 3, 4 (sign, once the contract is ready) and 5; the provider
 * reviews the details (task 2) and prepares the contract (task 4).
 */
import { depositView } from '@shared/domain/deposit';
import { canSignFromPanel, canSignThroughShare, isContractFinal } from '@shared/domain/contracts';
import { ONBOARDING_TASK_IDS as T } from '@shared/domain/onboarding';
import { CONSUMABLE_FLAGS, inventoryPieces, type LinenInventory } from '@shared/domain/properties';
import type { TPropertyContractSummary, TPropertyListItem } from '@shared/schemas/properties';

/** How the owner reaches a property's latest contract. */
export type ContractAccess =
  | { kind: 'signed'; contractId: string }
  /** Ready to sign through its active share link (/contract/{token}). */
  | { kind: 'share'; contractId: string; token: string }
  /** A draft the owner signs in the contract panel. */
  | { kind: 'panel'; contractId: string }
  /** No contract ready to sign yet: the provider prepares (or re-sends) it. */
  | { kind: 'none' };

export function contractAccess(contract: TPropertyContractSummary | null): ContractAccess {
  if (!contract) return { kind: 'none' };
  if (isContractFinal(contract.status)) return { kind: 'signed', contractId: contract.id };
  if (contract.activeShareToken && canSignThroughShare(contract.status)) {
    return {
      kind: 'share',
      contractId: contract.id,
      token: contract.activeShareToken,
    };
  }
  if (canSignFromPanel(contract.status)) return { kind: 'panel', contractId: contract.id };
  return { kind: 'none' };
}

/** Whether the owner has filled in the property form (beds, linen or consumables). */
export function detailsSent(property: { defaultBedConfig: number; linenInventory: LinenInventory }): boolean {
  const inv = property.linenInventory;
  return property.defaultBedConfig > 0 || inventoryPieces(inv) > 0 || CONSUMABLE_FLAGS.some((flag) => inv.consumables[flag]);
}

export interface NextStep {
  /** owner: something the owner does now; provider: waiting for the provider; done: onboarding complete. */
  kind: 'owner' | 'provider' | 'done';
  taskId: number | null;
  title: string;
  text: string;
}

type PortalProperty = Pick<TPropertyListItem, 'onboardingTasks' | 'contract' | 'defaultBedConfig' | 'linenInventory'>;

function stepFor(taskId: number, property: PortalProperty): NextStep | null {
  switch (taskId) {
    case T.client:
      return {
        kind: 'owner',
        taskId,
        title: 'Confirm your client account',
        text: 'Tick “Assign client” below to confirm this property is yours.',
      };
    case T.details:
      return detailsSent(property)
        ? {
            kind: 'provider',
            taskId,
            title: 'Property details under review',
            text: 'Our team is reviewing the details you sent and will complete this step.',
          }
        : {
            kind: 'owner',
            taskId,
            title: 'Complete the property form',
            text: 'Tell us the number of beds, the linen and the consumables. Our team reviews the details and completes this step.',
          };
    case T.deposit:
      return {
        kind: 'owner',
        taskId,
        title: 'Pay the £100 damage deposit',
        text: depositView({ depositPaid: false }).note,
      };
    case T.contract:
      return contractAccess(property.contract).kind === 'none'
        ? {
            kind: 'provider',
            taskId,
            title: 'Contract being prepared',
            text: 'Our team prepares your service contract once the other steps are done.',
          }
        : {
            kind: 'owner',
            taskId,
            title: 'Sign your service contract',
            text: 'Your contract is ready: review the terms and sign it.',
          };
    case T.services:
      return {
        kind: 'owner',
        taskId,
        title: 'Select your services',
        text: 'Choose the linen services you need for this property.',
      };
    default:
      return null;
  }
}

/** The first open step the owner can take; if none, the first one the provider is working on. */
export function nextStep(property: PortalProperty): NextStep {
  const open = [...property.onboardingTasks]
    .sort((a, b) => a.id - b.id)
    .filter((t) => !t.completed)
    .map((t) => stepFor(t.id, property))
    .filter((s): s is NextStep => s !== null);
  const step = open.find((s) => s.kind === 'owner') ?? open[0];
  return (
    step ?? {
      kind: 'done',
      taskId: null,
      title: 'All set',
      text: 'This property is fully onboarded and its linen service is being arranged.',
    }
  );
}
