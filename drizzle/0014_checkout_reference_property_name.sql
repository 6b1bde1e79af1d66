-- Issue 20 item 4: a checkout that belongs to a property names it in its reference, so the receipt
-- needs no look-up in the properties table from payments. Name the property in the references of
-- checkouts made before (the purpose handlers name it from now on).
UPDATE "checkout_sessions" AS cs
SET "reference" = cs."reference" || jsonb_build_object('propertyName', p."name")
FROM "properties" AS p
WHERE cs."reference" ? 'propertyId'
  AND NOT (cs."reference" ? 'propertyName')
  AND (cs."reference" ->> 'propertyId') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  AND p."id" = (cs."reference" ->> 'propertyId')::uuid;
