DROP INDEX "calendar_events_date_idx";--> statement-breakpoint
CREATE INDEX "calendar_events_page_idx" ON "calendar_events" USING btree ("date","created_at","id");