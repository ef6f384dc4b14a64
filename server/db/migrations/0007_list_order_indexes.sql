DROP INDEX "projects_updated_idx";--> statement-breakpoint
DROP INDEX "snippets_project_idx";--> statement-breakpoint
CREATE INDEX "projects_updated_id_idx" ON "projects" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "snippets_project_updated_idx" ON "snippets" USING btree ("project_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);