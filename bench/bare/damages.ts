/**
 * /damages on the bare baseline (issue 21, decision 0174): the first keyset page of the staff view
 * (newest first on linen_activities_created_id_idx, the fields the table shows, the photo count from
 * damage_photos_activity_idx) beside the summary tiles (bench/bare/summaries.ts); and the property
 * filter's search (names by prefix on properties_name_search_idx, with damage records).
 */
import { damageChargeState } from '@shared/domain/damages';
import { benchCursor, type BareHandler } from '../lib/bare';
import { damagesSummary } from './summaries';

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);
const DAY = 86_400_000;
const PAGE = 50;

/** Staff view of /damages?period=all: page 1 (50 rows) newest first, and the summary. */
export const damagesList: BareHandler = async (query) => {
  const est = `(case when la.unit_price_pence > 0 then la.unit_price_pence else coalesce(pr.price_pence, 0) end::bigint * la.quantity)`;
  const [rows, summary] = await Promise.all([
    query(
      `select la.id, la.created_at, to_char(la.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key,
         p.id as property_id, p.name as property_name, cl.name as client_name,
         coalesce(la.product_name, pr.name, '') as item_name, la.item_sku, la.quantity, ${est} as est, la.notes,
         la.charged_at, la.charge_requested_at, pr.price_pence as product_price, la.unit_price_pence as unit_price,
         (select count(*)::int from damage_photos dp where dp.activity_id = la.id) as photos
       from linen_activities la join linen_cards lc on lc.id = la.linen_card_id
       join properties p on p.id = lc.property_id join clients cl on cl.id = lc.client_id
       left join products pr on pr.id = la.product_id where la.activity_type = 'damage'
       order by la.created_at desc, la.id desc limit ${PAGE + 1}`,
    ),
    damagesSummary(query, { since: null }),
  ]);
  const page = rows.slice(0, PAGE);
  const last = page[page.length - 1];
  const now = Date.now();
  return {
    damages: page.map((r) => {
      const created = new Date(r.created_at as string).getTime();
      return {
        id: r.id,
        createdAt: iso(r.created_at),
        propertyId: r.property_id,
        propertyName: r.property_name,
        clientName: r.client_name,
        itemName: r.item_name,
        itemSku: r.item_sku,
        quantity: r.quantity,
        estimatedPricePence: Number(r.est),
        notes: r.notes,
        chargeState: damageChargeState({
          chargedAt: r.charged_at as Date | null,
          chargeRequestedAt: r.charge_requested_at as Date | null,
          productPricePence: r.product_price as number | null,
          unitPricePence: r.unit_price as number,
          quantity: r.quantity as number,
        }),
        chargedAt: iso(r.charged_at),
        chargeRequestedAt: iso(r.charge_requested_at),
        paymentDueAt: new Date(created + 10 * DAY).toISOString(),
        paymentOverdue: r.charge_requested_at !== null && r.charged_at === null && now > created + 10 * DAY,
        photoCount: r.photos,
      };
    }),
    summary,
    period: 'all',
    pageSize: PAGE,
    nextCursor: rows.length > PAGE && last ? benchCursor([last.created_key, last.id]) : null,
    anyRecorded: true,
  };
};

/** Staff typing a property's name in /damages's filter: up to 20 by prefix, each with damage records. */
export const damagePropertySearch =
  (text: string): BareHandler =>
  async (query) => {
    const properties = await query(
      `select p.id, p.name from properties p
       where (lower(p.name) collate "C") like $1
         and exists (select 1 from linen_cards lc join linen_activities la on la.linen_card_id = lc.id
                     where lc.property_id = p.id and la.activity_type = 'damage')
       order by (lower(p.name) collate "C"), p.id limit 20`,
      [`${text.toLowerCase()}%`],
    );
    return { properties: properties.map((p) => ({ id: p.id, name: p.name })) };
  };
