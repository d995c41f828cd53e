DROP INDEX "services_name_trgm_idx";--> statement-breakpoint
DROP INDEX "sub_categories_name_trgm_idx";--> statement-breakpoint
-- Search runs on the in-memory index (modules/catalog/search-index.ts): nothing uses trigrams any more.
DROP EXTENSION IF EXISTS pg_trgm;
