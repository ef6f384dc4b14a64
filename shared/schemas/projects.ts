import { z } from 'zod';
import { text } from './primitives';
import { isCssBoxShadow, isCssColor, isCssRadius } from '../css-values';
import {
  DEFAULT_ACCENT_COLOR,
  DEFAULT_BORDER_RADIUS,
  DEFAULT_BOX_SHADOW,
  DEFAULT_FONT_FAMILY,
  DEFAULT_PRIMARY_COLOR,
  PROJECT_NAME_MIN,
  PROJECTS_PAGE_SIZE,
  PROJECTS_PAGE_SIZE_MAX,
  STYLING_REFERENCE_MIN,
} from '../constants';
import { pageLimit, parseTimeCursor, timeCursor, timeCursorParam } from './http';

/** The largest CSS a project keeps: the same cap as CSS analysis. */
export const PROJECT_CSS_MAX_CHARS = 2 * 1024 * 1024;

/**
 * Styling values end up inside CSS declarations (preview frame, generated
 * code): characters that could close a declaration or a tag are refused.
 */
const CSS_BREAKOUT = /[;{}<>]/;

const required = (message: string, max: number, label: string) =>
  text({ error: message })
    .trim()
    // each check stops the ones after it: one field, one message
    .min(1, { message, abort: true })
    .max(max, { message: `${label} must be at most ${max} characters`, abort: true })
    .refine((v) => !CSS_BREAKOUT.test(v), { message: `${label} cannot contain ; { } < or >`, abort: true });

/** What each styling field accepts, said the way a person can act on it. */
export const colorMessage = (label: string) =>
  `${label} must be a CSS color: a hex code like #3b82f6, rgb(59 130 246), hsl(217 91% 60%) or a name like navy`;
export const BORDER_RADIUS_MESSAGE =
  'Border radius must be a CSS length: 0, or a number with px, rem, em or %, like 0.5rem or 8px';
export const BOX_SHADOW_MESSAGE =
  'Box shadow must be a CSS box-shadow like 0 1px 3px rgb(0 0 0 / 0.1), or none for no shadow';

const color = (message: string, label: string) => required(message, 100, label).refine(isCssColor, colorMessage(label));

function isWebUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const fields = {
  name: text({ error: 'Project name must be at least 3 characters' })
    .trim()
    .min(PROJECT_NAME_MIN, 'Project name must be at least 3 characters')
    .max(200, 'Project name must be at most 200 characters'),
  stylingReference: text({ error: 'Styling reference must be at least 3 characters' })
    .trim()
    .min(STYLING_REFERENCE_MIN, 'Styling reference must be at least 3 characters')
    .max(5000, 'Styling reference must be at most 5000 characters'),
  sourceUrl: text({ error: 'Please enter a valid URL' })
    .trim()
    .max(2000, 'Please enter a valid URL')
    .refine((v) => v === '' || isWebUrl(v), 'Please enter a valid URL')
    .nullish(),
  cssContent: text({ error: 'CSS content must be text' })
    .max(PROJECT_CSS_MAX_CHARS, 'CSS content must be at most 2 MB')
    .nullish(),
  fontFamily: required('Font family is required', 200, 'Font family'),
  primaryColor: color('Primary color is required', 'Primary color'),
  accentColor: color('Accent color is required', 'Accent color'),
  borderRadius: required('Border radius is required', 100, 'Border radius').refine(isCssRadius, BORDER_RADIUS_MESSAGE),
  boxShadow: required('Box shadow is required', 500, 'Box shadow').refine(isCssBoxShadow, BOX_SHADOW_MESSAGE),
};

/** POST /api/projects and the 'Create New Project' form. */
export const createProjectInput = z.object({
  ...fields,
  // Left out, a styling field takes the SPEC §3 default; sent empty, it is refused.
  fontFamily: fields.fontFamily.default(DEFAULT_FONT_FAMILY),
  primaryColor: fields.primaryColor.default(DEFAULT_PRIMARY_COLOR),
  accentColor: fields.accentColor.default(DEFAULT_ACCENT_COLOR),
  borderRadius: fields.borderRadius.default(DEFAULT_BORDER_RADIUS),
  boxShadow: fields.boxShadow.default(DEFAULT_BOX_SHADOW),
  isDarkMode: z.boolean({ error: 'Dark mode must be true or false' }).default(false),
});
export type CreateProjectInput = z.output<typeof createProjectInput>;
/** What the project form holds before validation. */
export type ProjectFormValues = z.input<typeof createProjectInput>;

/** PATCH /api/projects/{id}: any of the styling fields, each checked as on create. */
export const updateProjectInput = z
  .object({
    name: fields.name.optional(),
    stylingReference: fields.stylingReference.optional(),
    sourceUrl: fields.sourceUrl,
    cssContent: fields.cssContent,
    fontFamily: fields.fontFamily.optional(),
    primaryColor: fields.primaryColor.optional(),
    accentColor: fields.accentColor.optional(),
    borderRadius: fields.borderRadius.optional(),
    boxShadow: fields.boxShadow.optional(),
    isDarkMode: z.boolean({ error: 'Dark mode must be true or false' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one project field to update');
export type UpdateProjectInput = z.output<typeof updateProjectInput>;

/** The form's starting values: SPEC §3 defaults. */
export const PROJECT_FORM_DEFAULTS: ProjectFormValues = {
  name: '',
  stylingReference: '',
  sourceUrl: '',
  cssContent: '',
  fontFamily: DEFAULT_FONT_FAMILY,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  accentColor: DEFAULT_ACCENT_COLOR,
  borderRadius: DEFAULT_BORDER_RADIUS,
  boxShadow: DEFAULT_BOX_SHADOW,
  isDarkMode: false,
};

/** A project as the API answers it. */
export const projectSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    stylingReference: z.string(),
    sourceUrl: z.string().nullable(),
    cssContent: z.string().nullable(),
    fontFamily: z.string(),
    primaryColor: z.string(),
    accentColor: z.string(),
    borderRadius: z.string(),
    boxShadow: z.string(),
    isDarkMode: z.boolean(),
    /** the staff member who created it; null once their account is gone */
    createdBy: z.number().int().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Project' });
export type ProjectDto = z.infer<typeof projectSchema>;

/**
 * A project in the dashboard list: without its CSS text (which can be
 * megabytes), with whether it has one and how many snippets it holds.
 */
export const projectListItemSchema = projectSchema
  .omit({ cssContent: true })
  .extend({
    hasCustomCss: z.boolean(),
    snippetCount: z.number().int(),
    /** the project's last updated snippet, shown on its card; null while it has none */
    newestSnippetId: z.number().int().nullable(),
  })
  .meta({ id: 'ProjectListItem' });
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

/**
 * Where a page of the dashboard list ends: the last project's updatedAt to the microsecond and its id,
 * '2026-11-26T14:41:03.123456Z_42' (a `timeCursor`). The list is ordered by both, so the next page starts right after.
 */
export const projectCursor = timeCursor;

/** The cursor's parts, or null when it is not one the list handed out. */
export function parseProjectCursor(raw: string): { updatedAt: string; id: number } | null {
  const parts = parseTimeCursor(raw);
  return parts && { updatedAt: parts.at, id: parts.id };
}

/** GET /api/projects: a page of the dashboard list. */
export const listProjectsQuery = z.object({
  cursor: timeCursorParam(),
  limit: pageLimit(PROJECTS_PAGE_SIZE, PROJECTS_PAGE_SIZE_MAX),
});
export type ListProjectsQuery = z.input<typeof listProjectsQuery>;

/** GET /api/projects: projects last updated first, a page at a time. */
export const projectPageSchema = z
  .object({
    items: z.array(projectListItemSchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ProjectPage' });
export type ProjectPage = z.infer<typeof projectPageSchema>;

/** DELETE /api/projects/{id}: the project that is gone. */
export const deleteProjectResultSchema = z.object({ id: z.number().int(), name: z.string() });
export type DeleteProjectResult = z.infer<typeof deleteProjectResultSchema>;
