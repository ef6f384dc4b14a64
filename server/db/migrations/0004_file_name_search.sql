CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "files_name_trgm_idx" ON "files" USING gin ("file_name" gin_trgm_ops);
