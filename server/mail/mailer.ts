import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';
import { mailUnavailable } from '../lib/errors';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`, for messages that show images. */
  html?: string;
  /** The one link the message is about, listed in the development outbox. */
  link?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (err) {
        throw mailUnavailable(err);
      }
    },
  };
}

/** Development only: messages are kept in the database and listed at /dev/login-links. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(outboxMessages).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        link: message.link ?? null,
        html: message.html ?? null,
      });
    },
  };
}
