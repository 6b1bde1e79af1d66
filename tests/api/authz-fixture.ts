/**
 * The world the authorisation matrix and the fuzz run against: one user per role (signed in), owner A
 * with a client, property, contracts, a share link, a client contract and a checkout session, and
 * owner B with records of their own. Factories make a fresh record for calls that use one up
 * (delete, sign, archive, sign out...).
 */
import { createHash, randomUUID } from 'node:crypto';
import { cleaningTeams, clients, linenCards, properties } from '@server/db/schema';
import type { LinenStatus } from '@shared/domain/linen';
import { defaultOnboardingTasks } from '@shared/domain/onboarding';
import { call, makeUser, signIn, type TestApp, userWithRole } from './harness';

export const ROLES = ['signedOut', 'ownerA', 'ownerB', 'courier', 'staff', 'manager', 'superAdmin'] as const;
export type Role = (typeof ROLES)[number];

let ipCount = 0;
/** A new client IP per call, so the per-IP rate limits of the auth routes never decide a status. */
export const nextIp = () => `10.${90 + Math.floor(ipCount / 62500)}.${Math.floor((ipCount % 62500) / 250)}.${(ipCount++ % 250) + 1}`;

const EMAILS: Record<Exclude<Role, 'signedOut'>, string> = {
  ownerA: 'anna@owner-a.example',
  ownerB: 'ben@owner-b.example',
  courier: 'cai@provider.example',
  staff: 'stan@provider.example',
  manager: 'mia@provider.example',
  superAdmin: 'root@provider.example',
};

export interface World {
  t: TestApp;
  cookies: Record<Role, string | undefined>;
  userIds: Record<Exclude<Role, 'signedOut'>, string>;
  a: {
    clientId: string;
    propertyId: string;
    contractId: string;
    termsSha256: string;
    shareId: string;
    shareToken: string;
    clientContractId: string;
    checkoutId: string;
    /** A linen card (status new) on A's first property. */
    cardId: string;
  };
  b: { clientId: string; propertyId: string };
  serviceId: string;
  /** An active cleaning team. */
  teamId: string;
  /** Fresh records for calls that use one up. */
  fresh: {
    /** linked: the client record is owner A's own (userId); unlinked ones have no login. */
    client(linked?: boolean): Promise<string>;
    property(archived?: boolean): Promise<string>;
    contract(): Promise<{ id: string; termsSha256: string }>;
    share(): Promise<{ id: string; token: string; termsSha256: string }>;
    clientContract(): Promise<string>;
    user(): Promise<string>;
    checkout(): Promise<string>;
    /** A linen card of owner A's in the given status, on a property of its own. */
    card(status: LinenStatus): Promise<string>;
    /** A second session of the role's user (for sign-out). */
    session(role: Role): Promise<string | undefined>;
  };
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

async function must(res: ReturnType<typeof call>, status: number) {
  const r = await res;
  if (r.status !== status) throw new Error(`fixture call failed: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const cookies = { signedOut: undefined } as Record<Role, string | undefined>;
  const userIds = {} as World['userIds'];
  const roleOf: Record<Exclude<Role, 'signedOut'>, [string, boolean]> = {
    ownerA: ['client', false],
    ownerB: ['client', false],
    courier: ['courier', false],
    staff: ['staff', false],
    manager: ['manager', false],
    superAdmin: ['admin', true],
  };
  for (const [role, email] of Object.entries(EMAILS) as [Exclude<Role, 'signedOut'>, string][]) {
    const { user, cookie } = await userWithRole(t, email, roleOf[role][0], roleOf[role][1]);
    cookies[role] = cookie;
    userIds[role] = user.id;
  }
  const admin = cookies.superAdmin;

  const clientFor = async (role: 'ownerA' | 'ownerB', name: string) => {
    const [c] = await t.deps.db.insert(clients).values({ name, primaryEmail: EMAILS[role], userId: userIds[role], status: 'customer' }).returning();
    return c.id;
  };
  const propertyFor = async (clientId: string, name: string) => {
    const [p] = await t.deps.db
      .insert(properties)
      .values({
        name,
        address: '1 Quay Street, Stockton TS18 1AA',
        clientId,
        onboardingTasks: defaultOnboardingTasks({ 1: true }),
        onboardingProgress: 20,
      })
      .returning();
    return p.id;
  };
  const aClient = await clientFor('ownerA', 'Anna Lets');
  const bClient = await clientFor('ownerB', 'Ben Holidays');
  const aProperty = await propertyFor(aClient, 'Anna Cottage');
  const bProperty = await propertyFor(bClient, 'Ben Barn');

  const contract = async () => {
    const json = await must(call(t, 'POST', '/api/property-contracts', { cookie: admin, body: { propertyId: aProperty } }), 201);
    return { id: json.contract.id as string, termsSha256: sha256(json.contract.terms) };
  };
  const share = async () => {
    const c = await contract();
    const json = await must(call(t, 'POST', `/api/property-contracts/${c.id}/shares`, { cookie: admin }), 201);
    return { id: json.share.id as string, token: json.share.shareToken as string, termsSha256: c.termsSha256 };
  };
  const clientContract = async () => {
    const json = await must(call(t, 'POST', `/api/clients/${aClient}/contracts`, { cookie: admin, body: { title: 'Service agreement' } }), 201);
    return json.contract.id as string;
  };
  const checkout = async () => {
    const json = await must(call(t, 'POST', '/api/payments/checkout', { cookie: cookies.ownerA, body: { priceIds: ['price_deep_clean'] } }), 200);
    return new URL(json.url).pathname.split('/').pop()!;
  };

  const card = async (status: LinenStatus, propertyId?: string) => {
    const days = (n: number) => new Date(Date.now() - n * 86_400_000);
    const [c] = await t.deps.db
      .insert(linenCards)
      .values({
        propertyId: propertyId ?? (await propertyFor(aClient, 'Anna Linen Flat')),
        clientId: aClient,
        status,
        onBedsSince: status === 'on_beds' || status === 'changeover_due' ? days(3) : null,
        transitSince: status === 'in_transit' ? days(1) : null,
      })
      .returning();
    return c.id;
  };
  const [team] = await t.deps.db.insert(cleaningTeams).values({ name: 'Matrix Team' }).returning();

  const firstContract = await contract();
  const firstShare = await share();
  // As an owner: the services every caller may choose (a super admin is also offered the test product).
  const services = await must(call(t, 'GET', '/api/properties/service-options', { cookie: cookies.ownerA }), 200);

  return {
    t,
    cookies,
    userIds,
    a: {
      clientId: aClient,
      propertyId: aProperty,
      contractId: firstContract.id,
      termsSha256: firstContract.termsSha256,
      shareId: firstShare.id,
      shareToken: firstShare.token,
      clientContractId: await clientContract(),
      checkoutId: await checkout(),
      cardId: await card('new', aProperty),
    },
    b: { clientId: bClient, propertyId: bProperty },
    serviceId: services.services[0].id,
    teamId: team.id,
    fresh: {
      card: (status) => card(status),
      client: async (linked = true) => {
        const [c] = await t.deps.db
          .insert(clients)
          .values({
            name: 'Anna Spare',
            primaryEmail: `spare-${randomUUID()}@owner-a.example`,
            userId: linked ? userIds.ownerA : null,
            status: 'lead',
          })
          .returning();
        return c.id;
      },
      property: async (archived = false) => {
        const id = await propertyFor(aClient, 'Anna Spare Flat');
        if (archived) await must(call(t, 'POST', `/api/properties/${id}/archive`, { cookie: admin }), 200);
        return id;
      },
      contract,
      share,
      clientContract,
      user: async () => (await makeUser(t, { email: `spare-${randomUUID()}@provider.example`, roleName: 'staff' })).id,
      checkout,
      session: async (role) => (role === 'signedOut' ? undefined : signIn(t, EMAILS[role], undefined, nextIp())),
    },
  };
}
