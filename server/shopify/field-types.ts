import type { Element, TextNode } from './html';

/** The editable values a conversion finds in a snippet, and how each binds to the template's elements. */

export type FieldType =
  'text' | 'textarea' | 'inline_richtext' | 'richtext' | 'url' | 'image_picker' | 'checkbox' | 'select' | 'color';

/**
 * One editable value: a setting in a section, a parameter in a snippet.
 * `values` holds the original value for each repeated item (one entry
 * outside repeated items): text for text-like fields and selects, the
 * original address for url and image_picker, booleans for checkboxes.
 */
export interface Field {
  id: string;
  label: string;
  type: FieldType;
  values: (string | boolean | undefined)[];
  options?: { value: string; label: string }[];
  info?: string;
  /** A textarea holding one list item per line. */
  list?: boolean;
}

/** Index-dependent attribute value: literal parts and the item's position. */
export type IndexedValue = (string | { index: 0 | 1 })[];

export interface ElementBinding {
  /** Item-level checkbox: the element exists in some items only. */
  optional?: Field;
  /** The element shows only while this field has a value. */
  blankGuard?: Field;
  /** Attributes whose value follows the item's style select. */
  variantAttrs?: string[];
  /** Attributes that number the items (ids, aria-controls). */
  indexAttrs?: Map<string, IndexedValue>;
  /** Address of a link, or of a button that may become a link. */
  link?: Field;
  image?: { picker: Field; alt?: Field; placeholder?: Field };
  /** The element's content is the field's HTML. */
  content?: Field;
  /** The whole element is the field's HTML (rich text brings its own <p>). */
  replace?: Field;
  /** Content kept as written that differs between items (icons): one element per option. */
  choice?: { field: Field; elements: Element[] };
  /** A list rendered from a one-item-per-line textarea. */
  list?: { field: Field; item: Element; text: TextNode };
  /** An inline style background image. */
  background?: { picker: Field; urls: (string | undefined)[] };
  /** Texts an Alpine x-text expression chooses between (a monthly and a yearly price). */
  alpineText?: AlpineText;
}

export interface AlpineText {
  /** The expression's code around its string literals: one more piece than literals. */
  code: string[];
  /** One entry per literal: its field, or the literal as written when it never changes. */
  literals: (Field | string)[];
  /** The literal whose text the element shows before Alpine starts, if any. */
  mirror?: number;
}
