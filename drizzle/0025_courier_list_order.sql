DROP INDEX "linen_cards_sweep_idx";--> statement-breakpoint
DROP INDEX "linen_cards_transit_idx";--> statement-breakpoint
CREATE INDEX "linen_cards_sweep_idx" ON "linen_cards" USING btree ("status","on_beds_since","id") WHERE not "linen_cards"."archived";--> statement-breakpoint
CREATE INDEX "linen_cards_transit_idx" ON "linen_cards" USING btree ("status","transit_since","id") WHERE not "linen_cards"."archived";