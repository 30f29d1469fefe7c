CREATE TABLE "cache_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
