import { z } from 'zod';
import { LANGUAGES } from '../languages';

/** How a person is told of their orders (issue 24): a phone channel, and email besides when they want it. */
export const NOTIFY_BY = ['sms', 'whatsapp'] as const;
export type NotifyBy = (typeof NOTIFY_BY)[number];
export const NOTIFICATION_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The profile's notification settings (PUT notification_settings), and the user record's fields. */
export const notificationSettingsSchema = z.object({
  preferredLanguage: z.enum(LANGUAGES),
  notifyBy: z.enum(NOTIFY_BY),
  notifyEmail: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** A message of the dev mailbox (GET dev/mailbox), newest first. */
export const mailboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  createdAt: z.string(),
});

/** A notification the console lists (Operations -> Jobs / Notifications). */
export const notificationRowSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipient: z.string(),
  language: z.enum(LANGUAGES),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationRow = z.infer<typeof notificationRowSchema>;

/** A job that used up its retries. */
export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  data: z.unknown(),
  error: z.string(),
  retryCount: z.number(),
  createdOn: z.string(),
  completedOn: z.string().nullable(),
});
export type FailedJobRow = z.infer<typeof failedJobSchema>;
