import { icon } from '../art';
import { slugify } from '../html';
import { buttonLabel, fragment, sectionHeader, t, variantOf } from './kit';
import type { PatternContext, PatternDefinition } from './types';

const CSS = `
  .P__layout { display: grid; gap: clamp(2.5rem, 6vw, 4rem); }
  @media (min-width: 900px) {
    .P--split .P__layout { grid-template-columns: minmax(0, 0.9fr) minmax(0, 1.2fr); align-items: start; }
  }
  .P--split .P__header { margin: 0; }
  .P__details { display: grid; gap: 1.25rem; margin-top: 2rem; }
  .P__detail { display: flex; gap: 0.875rem; align-items: flex-start; }
  .P__detail-icon {
    display: grid;
    flex: none;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: min(var(--radius), 0.875rem);
    background: var(--accent-soft);
    color: var(--accent-text);
  }
  .P__detail-icon svg { width: 1.25rem; height: 1.25rem; }
  .P__detail-label { color: var(--heading); font-weight: 650; }
  .P__detail-value { color: var(--muted); overflow-wrap: anywhere; }
  .P__detail a { color: var(--accent-text); text-decoration: none; }
  .P__detail a:hover { text-decoration: underline; }
  .P__card {
    padding: clamp(1.5rem, 4vw, 2.5rem);
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.5rem);
    background: var(--bg);
    box-shadow: var(--shadow);
  }
  .P--centered .P__card { max-width: 40rem; margin: 0 auto; }
  .P--centered { background: var(--surface); }
  .P__form { display: grid; gap: 1.25rem; }
  .P__row { display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr)); }
  .P__field { display: grid; gap: 0.4rem; }
  .P__field label { color: var(--heading); font-size: 0.9375rem; font-weight: 600; }
  .P__field input, .P__field textarea, .P__field select {
    width: 100%;
    min-height: 2.875rem;
    padding: 0.75rem 0.875rem;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--bg);
    color: var(--text);
    font: inherit;
    transition: border-color 0.2s ease, box-shadow 0.2s ease;
  }
  .P__field textarea { min-height: 8rem; resize: vertical; }
  .P__field input::placeholder, .P__field textarea::placeholder { color: var(--muted); }
  .P__field input:hover, .P__field textarea:hover, .P__field select:hover { border-color: var(--muted); }
  .P__field input:focus, .P__field textarea:focus, .P__field select:focus { outline: none; border-color: var(--accent); box-shadow: 0 0 0 3px var(--accent-soft); }
  .P__consent { display: flex; gap: 0.625rem; align-items: flex-start; color: var(--muted); font-size: 0.9rem; }
  .P__consent input { width: 1.125rem; height: 1.125rem; margin-top: 0.2rem; accent-color: var(--accent); }
  .P__form .P__btn { justify-self: start; min-width: 10rem; }
  .P__sent { display: flex; gap: 0.75rem; align-items: center; padding: 1rem 1.25rem; border-radius: var(--radius); background: var(--accent-soft); color: var(--heading); font-weight: 600; }
  .P__sent svg { flex: none; width: 1.5rem; height: 1.5rem; color: var(--accent-text); }
  @media (max-width: 480px) {
    .P__form .P__btn { width: 100%; }
  }`;

function render(ctx: PatternContext): string {
  const variant = variantOf(ctx, 2);
  const layout = (['split', 'centered'] as const)[variant];
  const domain = `${slugify(ctx.brand).replace(/-/g, '') || 'example'}.com`;
  const subjects = ['General question', 'New project', 'Support', 'Partnerships'];
  const details = `<ul class="~details" role="list">
      <li class="~detail">
        <span class="~detail-icon">${icon('mail', '')}</span>
        <div><p class="~detail-label">Email</p><p class="~detail-value"><a href="mailto:hello@${domain}">hello@${domain}</a></p></div>
      </li>
      <li class="~detail">
        <span class="~detail-icon">${icon('phone', '')}</span>
        <div><p class="~detail-label">Phone</p><p class="~detail-value"><a href="tel:+15550123456">+1 (555) 012-3456</a></p></div>
      </li>
      <li class="~detail">
        <span class="~detail-icon">${icon('pin', '')}</span>
        <div><p class="~detail-label">Studio</p><p class="~detail-value">12 Harbour Street, Portland, OR</p></div>
      </li>
    </ul>`;
  const form = `<div class="~card" x-data="{ sent: false }">
      <form class="~form" x-show="!sent" x-on:submit.prevent="sent = true">
        <div class="~row">
          <div class="~field">
            <label for="~name">Full name</label>
            <input id="~name" name="name" type="text" autocomplete="name" placeholder="Jane Doe" required>
          </div>
          <div class="~field">
            <label for="~email">Email</label>
            <input id="~email" name="email" type="email" autocomplete="email" placeholder="jane@example.com" required>
          </div>
        </div>
        <div class="~field">
          <label for="~subject">Subject</label>
          <select id="~subject" name="subject">
            ${subjects.map((s) => `<option>${s}</option>`).join('\n            ')}
          </select>
        </div>
        <div class="~field">
          <label for="~message">Message</label>
          <textarea id="~message" name="message" rows="5" placeholder="How can we help?" required></textarea>
        </div>
        <label class="~consent"><input type="checkbox" name="consent" required> I agree that ${t(ctx, ctx.brand)} may contact me about this request.</label>
        <button class="~btn" type="submit">${buttonLabel(ctx, 'Send message')}${icon('arrow', '')}</button>
      </form>
      <p class="~sent" role="status" x-show="sent" style="display: none">${icon('check', '')}Thanks! We will get back to you within one working day.</p>
    </div>`;
  const body =
    layout === 'split'
      ? `
<div class="~inner ~layout">
  <div>
    ${sectionHeader(ctx, 'contact', { align: 'start', eyebrow: 'Contact' })}
    ${details}
  </div>
  ${form}
</div>`
      : `
<div class="~inner">
  ${sectionHeader(ctx, 'contact', { eyebrow: 'Contact' })}
  ${form}
</div>`;
  return fragment(ctx, 'contact', { css: CSS, body, buttons: true, modifiers: [layout] });
}

export const contact: PatternDefinition = {
  id: 'contact',
  title: 'Contact form',
  keywords: [
    'contact',
    'contact form',
    'contact us',
    'contact section',
    'get in touch',
    'enquiry',
    'inquiry',
    'enquiries',
    'inquiries',
    'reach out',
    'message form',
    'booking form',
    'reservation form',
    'quote form',
  ],
  itemNouns: [],
  place: 'flow',
  rank: 0,
  render,
};
