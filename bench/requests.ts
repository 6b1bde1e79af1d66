/**
 * The benchmarked requests: one entry per endpoint. `path` is called on the app; `bare` answers the
 * same request on the bare baseline (bench/lib/bare.ts has already resolved the session), reading the
 * same rows and returning a body of the same shape. To benchmark a new endpoint, add one entry.
 */
import type { BareHandler } from './lib/bare';

export interface BenchRequest {
  name: string;
  path: string;
  bare: BareHandler;
}

const me: BareHandler = async (query, caller) => {
  const [sub] = await query(
    `select s.price_id, s.subscription_status, p.name from stripe_subscriptions s
     left join products p on p.price_id = s.price_id where s.user_id = $1`,
    [caller.userId],
  );
  const u = caller.user;
  return {
    user: {
      id: u.id,
      email: u.email,
      emailVerified: u.email_verified,
      name: u.full_name,
      phone: u.phone,
      image: u.image,
      isSuperadmin: u.is_superadmin,
      startupGuideCompleted: u.startup_guide_completed,
      guideStepsCompleted: u.guide_steps_completed,
    },
    flags: caller.flags,
    role: caller.roleName,
    subscription: sub ? { planName: sub.name ?? 'Subscription', priceId: sub.price_id, status: sub.subscription_status } : null,
  };
};

/** Staff view (all clients): a page of 100 active properties with client, latest contract and services. */
const propertiesPage: BareHandler = async (query) => {
  const [rows, counts, names] = await Promise.all([
    query(
      `select p.*, c.name as client_name, c.primary_email as client_email from properties p
       left join clients c on c.id = p.client_id
       where not p.archived order by p.created_at desc, p.id asc limit 100 offset 0`,
    ),
    query(`select archived, count(*)::int as n from properties group by archived`),
    query(`select id, name from products`),
  ]);
  const contracts = await query(
    `select distinct on (pc.property_id) pc.id, pc.property_id, pc.status,
       (select cs.share_token from contract_shares cs where cs.contract_id = pc.id and cs.is_active
        order by cs.created_at desc limit 1) as token
     from property_contracts pc where pc.property_id = any($1)
     order by pc.property_id, pc.created_at desc, pc.id desc`,
    [rows.map((r) => r.id)],
  );
  const contractOf = new Map(contracts.map((c) => [c.property_id, c]));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const active = counts.find((c) => !c.archived)?.n ?? 0;
  return {
    properties: rows.map((p) => {
      const c = contractOf.get(p.id);
      const services = p.stripe_products as string[];
      return {
        id: p.id,
        name: p.name,
        address: p.address,
        notes: p.notes,
        clientId: p.client_id,
        client: p.client_id ? { id: p.client_id, name: p.client_name, primaryEmail: p.client_email } : null,
        defaultBedConfig: p.default_bed_config,
        onboardingTasks: p.onboarding_tasks,
        onboardingProgress: p.onboarding_progress,
        contractSigned: p.contract_signed,
        depositPaid: p.deposit_paid,
        serviceIds: services,
        services: services.filter((id) => nameOf.has(id)).map((id) => ({ id, name: nameOf.get(id) })),
        linenInventory: p.linen_inventory,
        archived: p.archived,
        archivedAt: p.archived_at,
        createdAt: p.created_at,
        updatedAt: p.updated_at,
        contract: c ? { id: c.id, status: c.status, hasActiveShare: c.token !== null, activeShareToken: c.token } : null,
      };
    }),
    total: active,
    counts: { active, archived: counts.find((c) => c.archived)?.n ?? 0 },
  };
};

export const BENCH_REQUESTS: BenchRequest[] = [
  { name: 'GET /api/me', path: '/api/me', bare: me },
  { name: 'GET /api/properties (100 of 1,000)', path: '/api/properties?limit=100', bare: propertiesPage },
];
