/**
 * The bare baseline of GET /api/properties/page (the /properties screen, issue 21): the same SQL as the
 * app's listPropertyPage and countPropertiesUpTo (staff view, first page of the Active tab), the same body.
 */
import { PROPERTY_COUNT_CAP } from '@shared/schemas/properties';
import { benchCursor, type BareHandler } from '../lib/bare';

const TIME = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const propertiesPage: BareHandler = async (query) => {
  const limit = 100;
  const [rows, [active], [archived], names] = await Promise.all([
    query(
      `select p.id, p.name, p.address, p.notes, p.client_id, c.id as c_id, c.name as client_name, c.primary_email as client_email,
         p.default_bed_config, p.onboarding_progress, p.stripe_products, p.archived,
         lc.id as contract_id, lc.status as contract_status, lc.token as contract_token,
         case when p.archived_at is null then null else ${TIME('p.archived_at')} end as archived_key, ${TIME('p.created_at')} as created_key
       from properties p
       left join clients c on c.id = p.client_id
       left join lateral (
         select pc.id, pc.status,
           (select cs.share_token from contract_shares cs where cs.contract_id = pc.id and cs.is_active
            order by cs.created_at desc limit 1) as token
         from property_contracts pc where pc.property_id = p.id
         order by pc.created_at desc, pc.id desc limit 1
       ) lc on true
       where p.archived = false order by p.created_at desc, p.id asc limit $1`,
      [limit + 1],
    ),
    query(`select count(*)::int as n from (select 1 from properties where archived = false limit $1) as capped`, [PROPERTY_COUNT_CAP + 1]),
    query(`select count(*)::int as n from (select 1 from properties where archived = true limit $1) as capped`, [PROPERTY_COUNT_CAP + 1]),
    query(`select id, name from products`),
  ]);
  const nameOf = new Map(names.map((n) => [n.id as string, n.name as string]));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    properties: page.map((p) => ({
      id: p.id,
      name: p.name,
      address: p.address,
      notes: p.notes,
      client: p.c_id ? { id: p.c_id, name: p.client_name, primaryEmail: p.client_email } : null,
      defaultBedConfig: p.default_bed_config,
      onboardingProgress: p.onboarding_progress,
      services: (p.stripe_products as string[]).filter((id) => nameOf.has(id)).map((id) => ({ id, name: nameOf.get(id) })),
      archived: p.archived,
      contract: p.contract_id
        ? { id: p.contract_id, status: p.contract_status, hasActiveShare: p.contract_token !== null, activeShareToken: p.contract_token }
        : null,
    })),
    nextCursor:
      rows.length > limit && last ? benchCursor([last.archived_key ?? null, last.created_key, last.id]) : null,
    counts: { active: active.n, archived: archived.n },
    countCap: PROPERTY_COUNT_CAP,
  };
};
