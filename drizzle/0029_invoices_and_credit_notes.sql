CREATE TABLE "credit_note_lines" (
	"credit_note_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"category" text NOT NULL,
	"vat_rate_bp" integer,
	"net_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"gross_pence" integer NOT NULL,
	CONSTRAINT "credit_note_lines_credit_note_id_position_pk" PRIMARY KEY("credit_note_id","position"),
	CONSTRAINT "credit_note_lines_sum" CHECK ("credit_note_lines"."net_pence" + "credit_note_lines"."vat_pence" = "credit_note_lines"."gross_pence")
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"business" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" date NOT NULL,
	"net_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"gross_pence" integer NOT NULL,
	"refund_pence" integer DEFAULT 0 NOT NULL,
	"provider_refund_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_seq_unique" UNIQUE("seq"),
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "credit_notes_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "credit_notes_amounts" CHECK ("credit_notes"."gross_pence" > 0 and "credit_notes"."net_pence" + "credit_notes"."vat_pence" = "credit_notes"."gross_pence" and "credit_notes"."refund_pence" between 0 and "credit_notes"."gross_pence")
);
--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"name" text PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"category" text NOT NULL,
	"vat_rate_bp" integer,
	"net_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"gross_pence" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position"),
	CONSTRAINT "invoice_lines_sum" CHECK ("invoice_lines"."net_pence" + "invoice_lines"."vat_pence" = "invoice_lines"."gross_pence")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	"via" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "invoice_payments_amount" CHECK ("invoice_payments"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"seq" integer,
	"number" text,
	"client_id" uuid,
	"property_id" uuid,
	"user_id" text,
	"customer" jsonb NOT NULL,
	"business" jsonb,
	"draft_lines" jsonb NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"paid_at_issue" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone,
	"issue_date" date,
	"due_date" date,
	"net_pence" integer,
	"vat_pence" integer,
	"gross_pence" integer NOT NULL,
	"paid_pence" integer DEFAULT 0 NOT NULL,
	"card_paid_pence" integer DEFAULT 0 NOT NULL,
	"credited_pence" integer DEFAULT 0 NOT NULL,
	"refunded_pence" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"announced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_seq_unique" UNIQUE("seq"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_gross_positive" CHECK ("invoices"."gross_pence" > 0),
	CONSTRAINT "invoices_numbered_fields" CHECK (("invoices"."seq" is null) = ("invoices"."number" is null) and ("invoices"."seq" is null) = ("invoices"."issue_date" is null))
);
--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issue_idx" ON "credit_notes" USING btree ("issue_date","seq");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_source_uq" ON "invoices" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "invoices_waiting_idx" ON "invoices" USING btree ("created_at","id") WHERE "invoices"."seq" is null;--> statement-breakpoint
CREATE INDEX "invoices_unannounced_idx" ON "invoices" USING btree ("seq") WHERE "invoices"."seq" is not null and "invoices"."announced_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_list_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_client_list_idx" ON "invoices" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_client_issue_idx" ON "invoices" USING btree ("client_id","issue_date","seq");--> statement-breakpoint
CREATE INDEX "invoices_issue_idx" ON "invoices" USING btree ("issue_date","seq");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- Issue 23, decision 0194: the two gap-free sequences, taken by locking their row in the transaction
-- that writes the document.
INSERT INTO "document_sequences" ("name", "last_value") VALUES ('invoice', 0), ('credit_note', 0);
--> statement-breakpoint
-- What was paid towards an invoice, by card, and when it was first covered: kept by the database in the
-- transaction that records the payment (derived totals are never written by code, decision 0175).
CREATE FUNCTION "invoice_payments_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET
    paid_pence = paid_pence + NEW.amount_pence,
    card_paid_pence = card_paid_pence + CASE WHEN NEW.via = 'card' THEN NEW.amount_pence ELSE 0 END,
    paid_at = CASE WHEN paid_at IS NULL AND gross_pence - credited_pence - (paid_pence + NEW.amount_pence) <= 0 THEN NEW.paid_at ELSE paid_at END
  WHERE id = NEW.invoice_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoice_payments_apply_ins" AFTER INSERT ON "invoice_payments" FOR EACH ROW EXECUTE FUNCTION invoice_payments_apply();
--> statement-breakpoint
-- What credit notes took off an invoice, and what of it went back through the payment provider.
CREATE FUNCTION "credit_notes_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET
    credited_pence = credited_pence + NEW.gross_pence,
    refunded_pence = refunded_pence + NEW.refund_pence
  WHERE id = NEW.invoice_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "credit_notes_apply_ins" AFTER INSERT ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION credit_notes_apply();
