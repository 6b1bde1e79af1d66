ALTER TABLE "linen_requests" ADD COLUMN "booking_kept_at" timestamp with time zone;
