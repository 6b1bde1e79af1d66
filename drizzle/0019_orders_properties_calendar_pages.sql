DROP INDEX "calendar_events_date_idx";--> statement-breakpoint
CREATE INDEX "calendar_events_page_idx" ON "calendar_events" USING btree ("date","created_at","id");--> statement-breakpoint
CREATE INDEX "stripe_orders_user_page_idx" ON "stripe_orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stripe_orders_page_idx" ON "stripe_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_archived_list_idx" ON "properties" USING btree ("archived_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id") WHERE "properties"."archived";