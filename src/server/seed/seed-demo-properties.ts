/**
 * Demo properties at different stages of onboarding, so a first look at the app shows real work:
 * one with its details reviewed and services still to choose, one waiting for the owner's signature on
 * a shared contract, one just added. Task 5 is ticked exactly when services are saved, as in the app.
 */
import { eq, inArray } from 'drizzle-orm';
import { defaultContractTerms, DEFAULT_CONTRACT_TITLE } from '@shared/domain/contracts';
import {
  clientProgress,
  servicesSaved,
  defaultOnboardingTasks,
  onboardingProgress,
  type OnboardingTaskId,
} from '@shared/domain/onboarding';
import { newShareToken } from '../features/contracts/contracts.service';
import type { Db } from '../db/client';
import { clients, contractShares, products, properties, propertyContracts } from '../db/schema';

interface DemoProperty {
  name: string;
  address: string;
  beds: number;
  /** Tasks done besides task 5, which follows from the services as it does when they are saved. */
  done: Exclude<OnboardingTaskId, 5>[];
  services: string[];
  sharedContract?: boolean;
}

export async function seedDemoProperties(db: Db, clientIds: { owner: string; harbour: string }): Promise<void> {
  const catalogue = await db
    .select({ id: products.id, priceId: products.priceId })
    .from(products)
    .where(inArray(products.priceId, ['price_weekly_linen', 'price_towel_only', 'price_deep_clean']));
  const productId = (priceId: string) => catalogue.find((p) => p.priceId === priceId)?.id;

  const plan: { clientId: string; clientName: string; property: DemoProperty }[] = [
    {
      clientId: clientIds.owner,
      clientName: 'Olivia Owner Lets',
      property: { name: 'Seaview Cottage', address: '8 Newcomen Terrace, Redcar TS10 1AU', beds: 3, done: [1, 2], services: [] },
    },
    {
      clientId: clientIds.owner,
      clientName: 'Olivia Owner Lets',
      property: {
        name: 'Riverside Apartment',
        address: 'Flat 4, 21 Riverside Quay, Stockton-on-Tees TS17 6BJ',
        beds: 2,
        done: [1, 2],
        services: ['price_weekly_linen', 'price_towel_only'],
        sharedContract: true,
      },
    },
    {
      clientId: clientIds.harbour,
      clientName: 'Harbour View Holidays',
      property: { name: 'Harbour Loft', address: '2 Church Street, Hartlepool TS24 7DJ', beds: 1, done: [1], services: [] },
    },
  ];

  for (const { clientId, clientName, property } of plan) {
    const serviceIds = property.services.map(productId).filter((id): id is string => Boolean(id));
    const done: OnboardingTaskId[] = servicesSaved(serviceIds) ? [...property.done, 5] : property.done;
    const tasks = defaultOnboardingTasks(Object.fromEntries(done.map((id) => [id, true])));
    const [row] = await db
      .insert(properties)
      .values({
        name: property.name,
        address: property.address,
        clientId,
        defaultBedConfig: property.beds,
        onboardingTasks: tasks,
        onboardingProgress: onboardingProgress(tasks),
        stripeProducts: serviceIds,
      })
      .returning();
    if (property.sharedContract) {
      const [contract] = await db
        .insert(propertyContracts)
        .values({
          propertyId: row.id,
          clientId,
          title: DEFAULT_CONTRACT_TITLE,
          terms: defaultContractTerms({ clientName, propertyName: property.name, depositPence: 10_000 }),
          depositAmountPence: 10_000,
          status: 'sent',
        })
        .returning();
      await db.insert(contractShares).values({ contractId: contract.id, shareToken: newShareToken() });
    }
  }

  for (const clientId of [clientIds.owner, clientIds.harbour]) {
    const rows = await db.select({ progress: properties.onboardingProgress }).from(properties).where(eq(properties.clientId, clientId));
    await db.update(clients).set({ onboardingProgress: clientProgress(rows.map((r) => r.progress)) }).where(eq(clients.id, clientId));
  }
}
