import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationSettingsSchema } from '@shared/schemas/notifications';
import { errorResponses } from '@shared/schemas/http';
import type { FeatureContext } from '../../core/context';
import { currentUser } from '../../plugins/session';
import { createNotificationsService } from './notifications.service';

const TAGS = ['Notifications'];

export async function notificationsRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notifications = createNotificationsService({
    db: ctx.db,
    events: ctx.events,
    mailer: ctx.mailer,
    log: app.log,
    options: {
      appUrl: ctx.config.appUrl,
      brandName: ctx.config.brandName,
      intervalMs: ctx.config.feedbackMail.intervalMs,
      checkMs: ctx.config.feedbackMail.checkMs,
    },
  });
  if (ctx.config.feedbackMail.enabled) {
    app.addHook('onReady', () => notifications.start());
    app.addHook('onClose', () => notifications.stop());
  }

  r.get(
    '/api/settings/notifications',
    {
      schema: {
        tags: TAGS,
        description: 'How the signed-in member of staff hears about new feedback, and how their replies are signed.',
        response: { 200: notificationSettingsSchema, ...errorResponses },
      },
    },
    async (request) => notifications.settings(currentUser(request).id),
  );

  r.put(
    '/api/settings/notifications',
    {
      schema: {
        tags: TAGS,
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses },
      },
    },
    async (request) => notifications.saveSettings(currentUser(request).id, request.body),
  );
}
