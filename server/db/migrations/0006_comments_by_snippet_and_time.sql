DROP INDEX "comments_snippet_idx";--> statement-breakpoint
CREATE INDEX "comments_snippet_created_idx" ON "comments" USING btree ("snippet_id","created_at","id");