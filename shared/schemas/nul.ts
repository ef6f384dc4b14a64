/**
 * The rule every request text keeps, without zod, so both of its builds' text primitives share it
 * (`text` in primitives.ts, and public-inputs.ts's): no NUL character (U+0000), which no form can type
 * and PostgreSQL cannot store.
 */

/** What a text field with a NUL character answers; the server names the field around it. */
export const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000).';

export const hasNoNul = (value: string) => !value.includes('\u0000');
