/** How to fix each kind of finding, in plain words (the checks panel shows it under the finding). */
const ADVICE: Record<string, string> = {
  'color-contrast':
    'Make the text darker on a light background or lighter on a dark one, or change the background, until it reaches the contrast named.',
  'atelier-contrast':
    'The background behind this text changes (a gradient or a picture). Put a solid or darker layer behind the text, or change the text colour, so it reads on the lightest and the darkest part.',
  'image-alt':
    'Describe the picture in an alt attribute (alt="Two baristas pouring coffee"). If it is only decoration, give it an empty alt (alt="").',
  'role-img-alt':
    'Give this picture an accessible name with aria-label, or hide it from screen readers if it is decoration.',
  'svg-img-alt': 'Give this icon a <title> or an aria-label, or mark it aria-hidden="true" if it is decoration.',
  'input-image-alt': 'Give this image button an alt attribute that says what it does.',
  'button-name':
    'This button has no name a screen reader can say. Add visible text, or an aria-label that says what it does (aria-label="Open menu").',
  'link-name': 'This link has no name. Add text to it, or an aria-label that says where it goes.',
  'input-button-name': 'Give this button a value or an aria-label that says what it does.',
  'aria-command-name': 'Give this control visible text or an aria-label.',
  label:
    'This field has no label. Add a <label for="…"> with the text people see, or an aria-label when the design has no room for one.',
  'select-name': 'Give this list a <label> or an aria-label.',
  'label-content-name-mismatch':
    'The name read out differs from the text shown. Start the aria-label with the visible text, or remove the aria-label.',
  'heading-order':
    'Headings skip a level here (an h2 followed by an h4). Use the next level down, so the outline reads in order.',
  'target-size':
    'This control is smaller than 24 by 24 pixels and close to another. Make it bigger (padding) or put more space around it so a finger can hit it.',
  'link-in-text-block':
    'This link looks like the text around it. Underline it, or make it stand out by more than its colour.',
  'nested-interactive':
    'A control sits inside another control. Move it out, so each can be reached and used on its own.',
  'aria-hidden-focus':
    'A hidden part of the page can still be reached with Tab. Remove aria-hidden, or make the controls inside unfocusable.',
  'duplicate-id-aria': 'Two elements share an id that labels or describes something. Give each a unique id.',
  list: 'A list holds something other than list items. Put each entry in an <li>.',
  listitem: 'A list item is outside a list. Wrap the items in a <ul> or <ol>.',
  'meta-viewport':
    'Do not stop visitors from zooming: remove user-scalable=no and maximum-scale from the viewport tag.',
  'scrollable-region-focusable':
    'A box that scrolls cannot be reached with the keyboard. Give it tabindex="0" and a name.',
  'frame-title': 'Give the embedded frame a title that says what it shows.',
  'atelier-tap-target':
    'This control is smaller than 24 by 24 pixels. Make it bigger (padding or a minimum size) so a finger can hit it.',
  'atelier-duplicate-id':
    'Two elements share this id, so labels, links and controls may point at the wrong one. Give each a unique id.',
  'atelier-overflow':
    'On a phone this part is wider than the screen, so the page scrolls sideways. Let the row wrap (flex-wrap), let long words break, or give fixed widths a max-width of 100%.',
  'atelier-reduced-motion':
    'Visitors can ask their device for less motion. Stop this animation for them: wrap it in @media (prefers-reduced-motion: no-preference) or add motion-reduce:animate-none.',
  'atelier-design-colour':
    "Use the project's colours (primary, accent) or a neutral grey instead, so the snippet matches the brand.",
  'atelier-design-font': "Use the project's font (font-sans in the preview) instead, so the snippet matches the brand.",
  'atelier-design-radius': "Use the design system's corner radius (rounded-brand) instead.",
  'atelier-design-shadow': "Use the design system's shadow (shadow-brand), or none when the project has none.",
  'atelier-console-error':
    'The snippet stops here on the page too. Open the code at the line named and correct it; the preview shows the same error.',
  'atelier-blocked-request':
    "The preview, like many clients' sites, does not load scripts, styles, fonts or data from other sites. Put what the snippet needs into its code, or use what the preview provides (Tailwind, Alpine.js).",
};

/** The advice for a rule, or a general one built from the rule's own help text. */
export function plainAdvice(rule: string, help: string): string {
  return ADVICE[rule] ?? `${help.replace(/\.$/, '')}. Change the element named so it meets this rule.`;
}
