/** `%` and `_` in a search are literal characters, not wildcards (backslash is ILIKE's escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
