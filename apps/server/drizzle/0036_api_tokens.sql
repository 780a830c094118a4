CREATE TABLE "api_tokens" (
	"institute_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "api_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" integer,
	CONSTRAINT "api_tokens_institute_id_id_pk" PRIMARY KEY("institute_id","id"),
	CONSTRAINT "api_tokens_institute_id_token_hash_unique" UNIQUE("institute_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_institute_id_created_by_user_id_users_institute_id_id_fk" FOREIGN KEY ("institute_id","created_by_user_id") REFERENCES "public"."users"("institute_id","id") ON DELETE cascade ON UPDATE no action;