import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, snippets } from '../../db/schema';

/** A project as the projects API makes it, and a snippet in it with the given code. */
export async function insertSnippet(db: Db, values: { name: string; code: string }) {
  const [project] = await db
    .insert(projects)
    .values({
      name: 'Harbor Coffee',
      stylingReference: 'Warm and calm, lots of whitespace',
      fontFamily: 'Inter',
      primaryColor: '#1e293b',
      accentColor: '#c2410c',
      borderRadius: '0.5rem',
      boxShadow: '0 1px 3px 0 rgb(0 0 0 / 0.1)',
      isDarkMode: false,
    })
    .returning();
  const [snippet] = await db
    .insert(snippets)
    .values({ projectId: project.id, ...values })
    .returning();
  return { project, snippet };
}

export async function statusOf(db: Db, id: number) {
  const [row] = await db.select({ status: snippets.status }).from(snippets).where(eq(snippets.id, id));
  return row?.status;
}

/** A small section that passes Theme Check and the conversion contract. */
export const VALID_SECTION = `<div class="promo">
  <h2 class="promo__title">{{ section.settings.heading }}</h2>
</div>
<style>
  #shopify-section-{{ section.id }} .promo { padding: 2rem; }
</style>

{% schema %}
{
  "name": "Promo",
  "tag": "section",
  "settings": [{ "type": "text", "id": "heading", "label": "Heading", "default": "Fresh beans weekly" }],
  "presets": [{ "name": "Promo" }]
}
{% endschema %}
`;

/** The same section with a trailing comma in its schema JSON. */
export const BROKEN_SCHEMA_SECTION = VALID_SECTION.replace(
  '"default": "Fresh beans weekly" }]',
  '"default": "Fresh beans weekly", }],',
);

export const VALID_SNIPPET = `{% doc %}
  Promo banner.

  @param {string} [heading] - The heading.

  @example
  {% render 'promo-banner', heading: 'Hello' %}
{% enddoc %}
<div class="atelier-promo-banner">
  <h2>{{ heading | default: 'Fresh beans weekly' }}</h2>
</div>
`;

export const SNIPPET_DOCUMENTATION = `# Promo banner

Render it with:

\`\`\`liquid
{% render 'promo-banner', heading: 'Hello' %}
\`\`\`

| Name | Type |
|---|---|
| heading | string |
`;

export const fenced = (lang: string, body: string, marker = '```') => `${marker}${lang}\n${body}\n${marker}`;
