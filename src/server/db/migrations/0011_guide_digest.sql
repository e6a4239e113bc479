CREATE TABLE "guide_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"next_digest_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	"unsubscribe_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guide_digests" ADD CONSTRAINT "guide_digests_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_digests_next_digest_at_idx" ON "guide_digests" USING btree ("next_digest_at");--> statement-breakpoint
-- Clients who signed up before the digest existed start from now: their first digest offers
-- only what is published from now on, one period from now, never a backlog.
INSERT INTO "guide_digests" ("user_id", "frequency", "covered_until", "next_digest_at")
SELECT "chosen"."id", "chosen"."frequency", now(), now() + CASE "chosen"."frequency"
		WHEN 'daily' THEN interval '1 day'
		WHEN 'monthly' THEN interval '1 month'
		ELSE interval '7 days'
	END
FROM (
	SELECT "user_accounts"."id",
		CASE WHEN "user_accounts"."is_active"
			THEN coalesce("user_preferences"."notification_frequency", 'weekly')
			ELSE 'never'
		END AS "frequency"
	FROM "user_accounts"
	LEFT JOIN "user_preferences" ON "user_preferences"."user_id" = "user_accounts"."id"
) AS "chosen";
