DROP INDEX "changeovers_collected_idx";--> statement-breakpoint
DROP INDEX "linen_activities_created_idx";--> statement-breakpoint
DROP INDEX "linen_activities_card_idx";--> statement-breakpoint
CREATE INDEX "changeovers_status_collected_idx" ON "changeovers" USING btree ("invoice_status","collected_at","id");--> statement-breakpoint
CREATE INDEX "linen_activities_created_id_idx" ON "linen_activities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "linen_activities_card_created_id_idx" ON "linen_activities" USING btree ("linen_card_id","created_at","id");--> statement-breakpoint
CREATE INDEX "linen_cards_property_idx" ON "linen_cards" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "properties_name_search_idx" ON "properties" USING btree ((lower("name") collate "C"));