/** Numbers of SPEC §9, shared by server and client. */
export const AUTH_STATUS_REFETCH_MS = 10 * 60 * 1000;
export const AUTH_STATUS_STALE_MS = 5 * 60 * 1000;
export const SESSION_REFRESH_AFTER_AWAY_MS = 10 * 60 * 1000;
export const LOGIN_LINK_TTL_MS = 30 * 60 * 1000;
/** Wrong passwords for one e-mail from one client address before that pair is locked out, and for how long. */
export const LOGIN_FAILURES_PER_ADDRESS = 10;
export const LOGIN_LOCKOUT_MS = 15 * 60 * 1000;
/** Wrong passwords for one e-mail from all addresses together within an hour (guessing spread over many addresses). */
export const LOGIN_FAILURES_PER_EMAIL_HOUR = 100;
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
export const PASSWORD_MIN = 6;
export const PROJECT_NAME_MIN = 3;
export const STYLING_REFERENCE_MIN = 3;
export const SNIPPET_NAME_MIN = 3;
export const SNIPPET_NAME_MAX = 200;
export const VERSION_MESSAGE_MAX = 500;
export const PROMPT_MIN = 10;
export const REFERENCE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const REFERENCE_IMAGES_MAX_ADDITIONAL = 4;
export const COMMENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The largest body the public comment route reads: one comment with the largest image as a base64
 * data URL (4 characters per 3 bytes) and room for the name, text and pin. A larger body is refused
 * with 413 from its Content-Length, before a byte of it is read.
 */
export const COMMENT_BODY_MAX_BYTES = Math.ceil(COMMENT_IMAGE_MAX_BYTES / 3) * 4 + 64 * 1024;
/** The longest description of a pinned element, e.g. 'the quote in the second testimonial'. */
export const PIN_DESCRIPTION_MAX = 200;
export const CODE_PREVIEW_CHARS = 300;
export const SNIPPET_VERSIONS_KEPT = 5;
export const EDITOR_DEBOUNCE_MS = 500;
/** How long a search field waits for typing to stop before it asks again. */
export const SEARCH_DEBOUNCE_MS = 300;
export const MOBILE_PREVIEW_MAX_WIDTH = 375;
export const PREVIEW_FRAME_HEIGHT = 1000;
export const MOBILE_BREAKPOINT = 768;
export const PROJECT_SKELETON_COUNT = 3;
/** Projects in one page of the dashboard list (GET /api/projects), and the most one request may ask for. */
export const PROJECTS_PAGE_SIZE = 48;
export const PROJECTS_PAGE_SIZE_MAX = 200;
/** Snippets in one page of a project's list (GET /api/projects/{id}/snippets), and the most one request may ask for. */
export const SNIPPETS_PAGE_SIZE = 24;
export const SNIPPETS_PAGE_SIZE_MAX = 200;
export const FILE_SKELETON_COUNT = 3;
export const COMMENT_SKELETON_COUNT = 2;
/** Comments in one page of a snippet's list (GET /api/snippets/{id}/comments), and the most one request may ask for. */
export const COMMENTS_PAGE_SIZE = 30;
export const COMMENTS_PAGE_SIZE_MAX = 200;
/** The most pin markers a preview shows: those of the newest pinned comments. */
export const COMMENT_PINS_MAX = 200;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
/** A toast with an action button stays longer, to be read and acted on (hovering or focusing it pauses it too). */
export const TOAST_ACTION_DURATION_MS = 15_000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_MAX_WIDTH_PX = 420;
export const POST_DELETE_NAV_DELAY_MS = 100;
export const REDIRECT_DELAY_MS = 1500;
export const PUBLIC_PAGE_MAX_WIDTH = 1200;
/** The largest stylesheet CSS analysis reads (bytes of UTF-8), and what a larger one is told. */
export const CSS_ANALYSIS_MAX_BYTES = 2 * 1024 * 1024;
export const CSS_TOO_LARGE_MESSAGE = `The CSS is larger than ${CSS_ANALYSIS_MAX_BYTES / (1024 * 1024)} MB. Paste the main stylesheet only.`;

export const DEFAULT_FONT_FAMILY = 'Inter';
export const DEFAULT_PRIMARY_COLOR = '#1e293b';
export const DEFAULT_ACCENT_COLOR = '#3b82f6';
export const DEFAULT_BORDER_RADIUS = '0.5rem';
export const DEFAULT_BOX_SHADOW = '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)';
export const DEFAULT_GITHUB_BRANCH = 'main';
export const DEFAULT_COMMIT_MESSAGE = 'Add Shopify code file';
export const DEFAULT_VERSION_MESSAGE = 'Manual save';

export const SNIPPET_STATUSES = ['working_on', 'in_revision', 'ready_for_shopify', 'converted_to_section'] as const;
export type SnippetStatus = (typeof SNIPPET_STATUSES)[number];
export const DEFAULT_SNIPPET_STATUS: SnippetStatus = 'working_on';
export const SNIPPET_STATUS_LABELS: Record<SnippetStatus, string> = {
  working_on: 'Working On',
  in_revision: 'In Revision',
  ready_for_shopify: 'Ready for Shopify',
  converted_to_section: 'Converted to Section / Development Done',
};

/** The most pixels an uploaded reference or comment image may have (width × height of its first frame). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** What a request with an image that cannot be decoded, or has more pixels than allowed, answers. */
export const UNREADABLE_IMAGES_MESSAGE = 'One or more images could not be read.';
/** Live event streams one client address may hold open at once; one more gets a 429. */
export const LIVE_STREAMS_PER_ADDRESS = 20;
