import { z } from 'zod';
import { text } from './primitives';

/** How a member of staff hears about new feedback. */
export const notificationMode = z.enum(['instant', 'daily', 'off']);
export type NotificationMode = z.infer<typeof notificationMode>;

/** How staff replies on the share page are signed. */
export const replyAs = z.enum(['company', 'name']);
export type ReplyAs = z.infer<typeof replyAs>;

const validTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** GET and PUT /api/settings/notifications */
export const notificationSettingsSchema = z.object({
  mode: notificationMode,
  /** The hour (0–23, in timeZone) the daily digest goes out. */
  digestHour: z.number().int().min(0).max(23),
  timeZone: text().min(1).max(64).refine(validTimeZone, 'Unknown time zone'),
  replyAs,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  mode: 'instant',
  digestHour: 9,
  timeZone: 'UTC',
  replyAs: 'company',
};

/** Where the settings page lives: e-mail footers link to it. */
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';
