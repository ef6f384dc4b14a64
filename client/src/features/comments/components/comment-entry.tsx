import { useId, useLayoutEffect, useRef, useState } from 'react';
import { MapPin } from 'lucide-react';
import type { CommentPin } from '@shared/schemas/comments';
import { commentState, type CommentDto } from '@shared/schemas/public-answers';
import { formatRelativeTime } from '@shared/format';
import { Badge } from '@/components/ui/misc';
import { cn } from '@/lib/utils';

const STATE_LABEL = { pending: 'Pending Approval', approved: 'Approved', resolved: 'Resolved' } as const;

export function CommentStateBadge({ comment }: { comment: CommentDto }) {
  const state = commentState(comment);
  return (
    <Badge variant={state === 'approved' ? 'success' : state === 'resolved' ? 'secondary' : 'warning'}>
      {STATE_LABEL[state]}
    </Badge>
  );
}

/** The reference image, opening full size in a new window on click. */
export function CommentImage({ src, author }: { src: string; author: string }) {
  return (
    <button
      type="button"
      className="mt-2 block overflow-hidden rounded-md border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-400"
      aria-label={`Open the reference image from ${author} in a new window`}
      onClick={() => window.open(src, '_blank', 'noopener,noreferrer')}
    >
      <img
        src={src}
        alt={`Reference from ${author}`}
        className="max-h-40 w-auto max-w-full object-contain"
        loading="lazy"
      />
    </button>
  );
}

/** What the last step of an old pin's selector was, in plain words (pins from before descriptions were kept). */
const TAG_PHRASES: Record<string, string> = {
  h1: 'a heading',
  h2: 'a heading',
  h3: 'a heading',
  h4: 'a heading',
  h5: 'a heading',
  h6: 'a heading',
  p: 'a paragraph',
  img: 'an image',
  svg: 'an icon',
  button: 'a button',
  a: 'a link',
  li: 'a list item',
  ul: 'a list',
  ol: 'a list',
  blockquote: 'a quote',
  section: 'a section',
  nav: 'the navigation',
  header: 'the header',
  footer: 'the footer',
  form: 'a form',
  input: 'a form field',
  textarea: 'a form field',
  select: 'a form field',
  table: 'a table',
  body: 'the page',
};

/** Where a pin is, as people speak of it: 'the quote in the second testimonial'. */
export function pinPlace(pin: Pick<CommentPin, 'selector' | 'description'>): string {
  const described = pin.description?.trim();
  if (described) return described;
  const last = pin.selector.split('>').pop()?.trim() ?? '';
  const tag = /^[a-z][a-z0-9]*/i.exec(last)?.[0].toLowerCase() ?? '';
  return TAG_PHRASES[tag] ?? 'an element of the preview';
}

/** 'Pinned to the quote in the second testimonial (desktop)' */
export function pinSentence(pin: Pick<CommentPin, 'selector' | 'description' | 'viewport'>): string {
  return `Pinned to ${pinPlace(pin)} (${pin.viewport})`;
}

/** The pin of a comment: its number (as on the preview's marker), where it is, and the version it was made on. */
export function PinLabel({ comment, index }: { comment: CommentDto; index?: number }) {
  const pin = comment.pin;
  if (!pin) return null;
  return (
    <span className="flex min-w-0 items-start gap-1.5 text-xs text-slate-600">
      {index !== undefined ? (
        <span className="mt-px inline-flex h-4 min-w-4 shrink-0 items-center justify-center rounded-full bg-rose-600 px-1 text-[10px] font-bold leading-none text-white">
          <span className="sr-only">Pin </span>
          {index}
        </span>
      ) : (
        <MapPin className="mt-0.5 h-3 w-3 shrink-0" aria-hidden="true" />
      )}
      <span className="min-w-0 wrap-anywhere">
        {pinSentence(pin)}
        {pin.versionNumber ? ` · version ${pin.versionNumber}` : ''}
      </span>
    </span>
  );
}

/** Lines a comment shows before it folds behind 'Show more'. */
const FOLDED_LINES = 6;

/** A comment's text: folded to six lines with 'Show more' / 'Show less' when it is longer. */
export function CommentContent({ content, className }: { content: string; className?: string }) {
  const id = useId();
  const text = useRef<HTMLParagraphElement>(null);
  const [foldable, setFoldable] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const el = text.current;
    if (!el) return;
    // The full height, folded or not: scrollHeight counts the lines the fold hides.
    const measure = () => {
      const line = parseFloat(getComputedStyle(el).lineHeight) || 20;
      setFoldable(el.scrollHeight > line * FOLDED_LINES + 2);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [content]);

  const folded = foldable && !expanded;
  return (
    <div className={className}>
      <p
        id={id}
        ref={text}
        className={cn('whitespace-pre-wrap text-sm text-slate-700 wrap-anywhere', folded && 'line-clamp-6')}
      >
        {content}
      </p>
      {foldable && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 rounded-sm text-sm font-medium text-blue-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-400"
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}

export function CommentTime({ createdAt }: { createdAt: string }) {
  return (
    <time dateTime={createdAt} title={new Date(createdAt).toLocaleString()} className="text-xs text-slate-500">
      {formatRelativeTime(createdAt)}
    </time>
  );
}
