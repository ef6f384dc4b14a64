import type { DesignSystem } from '@shared/design-system';

/** The project page's Generate Snippet panel and Snippets list. */
export function ProjectSnippets(_props: { projectId: number; designSystem: DesignSystem }) {
  return null;
}
