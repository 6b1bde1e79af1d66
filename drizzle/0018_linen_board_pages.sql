CREATE INDEX "linen_cards_board_idx" ON "linen_cards" USING btree ("status","created_at","id") WHERE not "linen_cards"."archived";--> statement-breakpoint
CREATE INDEX "linen_cards_client_board_idx" ON "linen_cards" USING btree ("client_id","status","created_at","id") WHERE not "linen_cards"."archived";--> statement-breakpoint
CREATE INDEX "linen_cards_transit_idx" ON "linen_cards" USING btree ("status","transit_since") WHERE not "linen_cards"."archived";--> statement-breakpoint
CREATE INDEX "linen_cards_updated_idx" ON "linen_cards" USING btree ("updated_at");