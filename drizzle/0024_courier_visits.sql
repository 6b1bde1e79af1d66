CREATE TABLE "courier_visit_counts" (
	"visit_id" uuid NOT NULL,
	"item" text NOT NULL,
	"expected" integer NOT NULL,
	"counted" integer NOT NULL,
	CONSTRAINT "courier_visit_counts_visit_id_item_pk" PRIMARY KEY("visit_id","item"),
	CONSTRAINT "courier_visit_counts_nonneg" CHECK ("courier_visit_counts"."expected" >= 0 and "courier_visit_counts"."counted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courier_visit_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"visit_id" uuid,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_visits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"linen_card_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"client_id" uuid,
	"courier_user_id" text,
	"action" text NOT NULL,
	"bag_code" text,
	"happened_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"refusal_code" text,
	"refusal_message" text,
	"card_event_id" uuid,
	"changeover_id" uuid,
	"no_one_present" boolean DEFAULT false NOT NULL,
	"signer_name" text,
	"signature" "bytea",
	"notes" text,
	CONSTRAINT "courier_visits_action" CHECK ("courier_visits"."action" in ('collect', 'return', 'deliver', 'no_access')),
	CONSTRAINT "courier_visits_outcome" CHECK ("courier_visits"."outcome" in ('applied', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "courier_visit_counts" ADD CONSTRAINT "courier_visit_counts_visit_id_courier_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."courier_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_visit_photos" ADD CONSTRAINT "courier_visit_photos_visit_id_courier_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."courier_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_visit_photos" ADD CONSTRAINT "courier_visit_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_visits" ADD CONSTRAINT "courier_visits_linen_card_id_linen_cards_id_fk" FOREIGN KEY ("linen_card_id") REFERENCES "public"."linen_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_visits" ADD CONSTRAINT "courier_visits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_visits" ADD CONSTRAINT "courier_visits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_visits" ADD CONSTRAINT "courier_visits_courier_user_id_users_id_fk" FOREIGN KEY ("courier_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_visits" ADD CONSTRAINT "courier_visits_changeover_id_changeovers_id_fk" FOREIGN KEY ("changeover_id") REFERENCES "public"."changeovers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_visit_photos_visit_idx" ON "courier_visit_photos" USING btree ("visit_id","created_at");--> statement-breakpoint
CREATE INDEX "courier_visits_card_idx" ON "courier_visits" USING btree ("linen_card_id","happened_at");--> statement-breakpoint
CREATE INDEX "courier_visits_property_idx" ON "courier_visits" USING btree ("property_id","happened_at");--> statement-breakpoint
CREATE INDEX "courier_visits_changeover_idx" ON "courier_visits" USING btree ("changeover_id") WHERE "courier_visits"."changeover_id" is not null;