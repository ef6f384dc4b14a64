/**
 * Resolves in a task of its own: work after it runs once the browser has had a turn (to paint, or to
 * answer input), so a page's start is cut into short tasks instead of one long one.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
