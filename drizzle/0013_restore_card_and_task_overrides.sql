ALTER TABLE "linen_cards" ADD COLUMN "archived_with_property" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Cards already taken off the board with their property (same instant as the property's archive) come back with it on restore.
UPDATE "linen_cards" AS lc SET "archived_with_property" = true
FROM "properties" AS p
WHERE lc."property_id" = p."id" AND lc."archived" AND p."archived" AND lc."updated_at" = p."archived_at";
--> statement-breakpoint
-- Tasks 4 and 5 now follow the facts (issue 19 M1). A hand tick made before overrides needed a reason is kept as an
-- override, so no property's progress or linen card changes under it; the checklist says it was marked by hand.
UPDATE "properties" AS p SET "onboarding_tasks" = (
  SELECT jsonb_agg(
    CASE
      WHEN t->'override' IS NULL AND (t->>'completed')::boolean AND (
        ((t->>'id')::int = 4 AND NOT p."contract_signed") OR
        ((t->>'id')::int = 5 AND jsonb_array_length(p."stripe_products") = 0)
      )
      THEN t || jsonb_build_object('override', jsonb_build_object(
        'reason', 'Ticked by hand before a reason was required', 'byName', NULL, 'byUserId', NULL, 'at', to_jsonb(now())))
      ELSE t
    END ORDER BY e.ord)
  FROM jsonb_array_elements(p."onboarding_tasks") WITH ORDINALITY AS e(t, ord)
)
WHERE jsonb_typeof(p."onboarding_tasks") = 'array' AND jsonb_array_length(p."onboarding_tasks") > 0;
