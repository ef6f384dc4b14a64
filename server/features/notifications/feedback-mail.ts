import escapeHtml from 'escape-html';
import { NOTIFICATION_SETTINGS_PATH } from '@shared/schemas/notifications';
import type { MailMessage } from '../../mail/mailer';
import type { MailComment } from './notifications.queries';

export interface MailLinks {
  /** Absolute origin every link in the message starts with. */
  appUrl: string;
  brandName: string;
}

/** The editor with its Comments section in view. */
export const editorCommentsUrl = (appUrl: string, snippetId: number) => `${appUrl}/snippets/${snippetId}/edit#comments`;

const imageUrl = (appUrl: string, imageId: string) => `${appUrl}/api/comment-images/${imageId}`;

const THUMBNAIL_PX = 160;

function commentText(c: MailComment, appUrl: string) {
  const lines = [`${c.authorName} (Client):`, ...c.content.split('\n').map((l) => `  ${l}`)];
  if (c.pinDescription) lines.push(`  On: ${c.pinDescription}`);
  if (c.imageId) lines.push(`  Image: ${imageUrl(appUrl, c.imageId)}`);
  return lines.join('\n');
}

function commentHtml(c: MailComment, appUrl: string) {
  const image = c.imageId
    ? `<p style="margin:8px 0 0"><a href="${escapeHtml(imageUrl(appUrl, c.imageId))}"><img src="${escapeHtml(
        imageUrl(appUrl, c.imageId),
      )}" alt="Reference image from ${escapeHtml(c.authorName)}" width="${THUMBNAIL_PX}" style="max-width:${THUMBNAIL_PX}px;height:auto;border:1px solid #e2e8f0;border-radius:6px"></a></p>`
    : '';
  const pin = c.pinDescription
    ? `<p style="margin:6px 0 0;color:#475569;font-size:13px">On: ${escapeHtml(c.pinDescription)}</p>`
    : '';
  return `<li style="margin:0 0 16px;padding:12px;border:1px solid #e2e8f0;border-radius:8px;list-style:none">
<p style="margin:0;font-weight:600">${escapeHtml(c.authorName)} <span style="font-weight:400;color:#64748b">(Client)</span></p>
<p style="margin:6px 0 0;white-space:pre-wrap">${escapeHtml(c.content)}</p>${pin}${image}
</li>`;
}

const footerText = (links: MailLinks, why: string) =>
  `${why} Change how you hear about feedback: ${links.appUrl}${NOTIFICATION_SETTINGS_PATH}`;

const footerHtml = (links: MailLinks, why: string) =>
  `<p style="margin:24px 0 0;color:#64748b;font-size:12px">${escapeHtml(why)} <a href="${escapeHtml(
    links.appUrl + NOTIFICATION_SETTINGS_PATH,
  )}">Change how you hear about feedback</a></p>`;

const wrap = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#0f172a;max-width:600px">${body}</body></html>`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One batch: the new comments on one snippet. */
export function batchMessage(to: string, items: MailComment[], links: MailLinks): MailMessage {
  const first = items[0]!;
  const where = `${first.projectName} › ${first.snippetName}`;
  const link = editorCommentsUrl(links.appUrl, first.snippetId);
  const why = 'You receive feedback as it arrives (Instant).';
  const heading = `${plural(items.length, 'new comment')} on ${where}`;
  return {
    to,
    subject: `${heading}`,
    link,
    text: [
      heading,
      '',
      ...items.map((c) => commentText(c, links.appUrl) + '\n'),
      `Open the Comments: ${link}`,
      '',
      '—',
      footerText(links, why),
    ].join('\n'),
    html: wrap(`<h1 style="font-size:18px">${escapeHtml(heading)}</h1>
<ul style="padding:0">${items.map((c) => commentHtml(c, links.appUrl)).join('\n')}</ul>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:8px 14px;background:#1e293b;color:#fff;border-radius:6px;text-decoration:none">Open the Comments</a></p>
${footerHtml(links, why)}`),
  };
}

/** The daily digest: the day's pending comments, grouped by snippet. */
export function digestMessage(to: string, items: MailComment[], links: MailLinks): MailMessage {
  const groups = new Map<number, MailComment[]>();
  for (const c of items) groups.set(c.snippetId, [...(groups.get(c.snippetId) ?? []), c]);
  const why = 'You receive a daily digest of feedback.';
  const heading = `Feedback digest: ${plural(items.length, 'new comment')} on ${plural(groups.size, 'snippet')}`;
  const sections = [...groups.values()].map((list) => {
    const first = list[0]!;
    const link = editorCommentsUrl(links.appUrl, first.snippetId);
    return {
      text: [
        `${first.projectName} › ${first.snippetName}`,
        ...list.map((c) => commentText(c, links.appUrl)),
        `Open the Comments: ${link}`,
      ].join('\n'),
      html: `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(`${first.projectName} › ${first.snippetName}`)}</h2>
<ul style="padding:0">${list.map((c) => commentHtml(c, links.appUrl)).join('\n')}</ul>
<p><a href="${escapeHtml(link)}">Open the Comments</a></p>`,
    };
  });
  return {
    to,
    subject: heading,
    link: `${links.appUrl}/`,
    text: [heading, '', ...sections.map((s) => s.text + '\n'), '—', footerText(links, why)].join('\n'),
    html: wrap(`<h1 style="font-size:18px">${escapeHtml(heading)}</h1>${sections.map((s) => s.html).join('\n')}
${footerHtml(links, why)}`),
  };
}
