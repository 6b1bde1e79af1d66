ALTER TYPE "public"."charge_kind" ADD VALUE 'replacement';--> statement-breakpoint
ALTER TYPE "public"."charge_kind" ADD VALUE 'missed_collection';--> statement-breakpoint
CREATE TABLE "courier_visit_resolutions" (
	"visit_id" uuid NOT NULL,
	"item" text NOT NULL,
	"reason" text NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone NOT NULL,
	"charge_id" uuid,
	CONSTRAINT "courier_visit_resolutions_pkey" PRIMARY KEY("visit_id","item")
);
--> statement-breakpoint
ALTER TABLE "courier_visit_resolutions" ADD CONSTRAINT "courier_visit_resolutions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_visit_resolutions" ADD CONSTRAINT "courier_visit_resolutions_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_visit_resolutions" ADD CONSTRAINT "courier_visit_resolutions_count_fk" FOREIGN KEY ("visit_id","item") REFERENCES "public"."courier_visit_counts"("visit_id","item") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_visit_resolutions_resolved_idx" ON "courier_visit_resolutions" USING btree ("resolved_at" DESC NULLS LAST,"visit_id" DESC NULLS LAST,"item" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courier_visits_applied_idx" ON "courier_visits" USING btree ("happened_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "courier_visits"."outcome" = 'applied';