-- Trigram similarity for typo-tolerant search (service_search); must exist before the trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
