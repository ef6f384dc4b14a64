/**
 * HTML escaping for the HTML the server writes, over `entities` (the escaper parse5 uses),
 * following the HTML standard's serialisation rules. One function per context:
 * - `escapeHtml`: text or a quoted attribute value, where either may land (& < > " ').
 * - `escapeText`: text content between tags (& < > and no-break space).
 * - `escapeAttribute`: a double-quoted attribute value (& " < > and no-break space).
 */
export { escapeUTF8 as escapeHtml, escapeAttribute, escapeText } from 'entities/escape';
