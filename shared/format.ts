import { CODE_PREVIEW_CHARS } from './constants';

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** '0 Bytes', '1.50 KB', '12.00 MB': base 1024, 2 decimals (SPEC §9). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  if (i === 0) return `${bytes} Bytes`;
  return `${(bytes / 1024 ** i).toFixed(2)} ${UNITS[i]}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 5, 2024', in the viewer's local time. */
export function formatDate(value: Date | string | number): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * 'N seconds ago' under a minute, then minutes, hours, days under a week,
 * weeks under 4, months of 30 days under 12, then years of 365 days.
 */
export function formatRelativeTime(value: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(value).getTime();
  const seconds = Math.max(0, Math.floor((new Date(now).getTime() - then) / 1000));
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return plural(days, 'day');
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return plural(weeks, 'week');
  const months = Math.floor(days / 30);
  if (months < 12) return plural(Math.max(1, months), 'month');
  return plural(Math.floor(days / 365), 'year');
}

/** A snippet card's code preview: its first 300 characters, and '...' when there is more (SPEC §9). */
export const codePreview = (code: string) =>
  code.length > CODE_PREVIEW_CHARS ? `${code.slice(0, CODE_PREVIEW_CHARS)}...` : code;
