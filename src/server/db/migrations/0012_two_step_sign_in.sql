-- Two-step sign-in (issue 17, decision 020). Rows name their owner by kind and id, as sessions
-- and auth_tokens do; no foreign key, since clients, partners and staff live in three tables.
-- The pending second step of a sign-in: only the SHA-256 of its token is stored.
CREATE TABLE "mfa_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"principal_kind" text NOT NULL,
	"principal_id" uuid NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
-- Single-use recovery codes, stored as the SHA-256 of the normalised code.
CREATE TABLE "recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"principal_kind" text NOT NULL,
	"principal_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One authenticator app per account; the secret is encrypted (AES-256-GCM) by the server.
CREATE TABLE "totp_factors" (
	"principal_kind" text NOT NULL,
	"principal_id" uuid NOT NULL,
	"secret_encrypted" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "totp_factors_principal_kind_principal_id_pk" PRIMARY KEY("principal_kind","principal_id")
);
--> statement-breakpoint
CREATE INDEX "mfa_challenges_expires_at_idx" ON "mfa_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "recovery_codes_principal_idx" ON "recovery_codes" USING btree ("principal_kind","principal_id");
