import { z } from 'zod';
import { pagedEnvelope, pageQueryFields } from './paging';

/**
 * In-app notices (issue 31, decision 0178): each is a kind and its values; the reader's screen
 * words them in the reader's language, so no text is stored.
 */
export const notificationParamSchemas = {
  /** Someone joined under the reader (or, with `via`, under the reader's member `via`). */
  MEMBER_JOINED: z.object({
    /** The new member's name; null when they have none yet. */
    name: z.string().nullable(),
    via: z.string().nullable(),
    how: z.enum(['link', 'code']),
    isAssociate: z.boolean(),
  }),
  /** A member the reader sponsored (or `via` sponsored) reached a rank, or was given one. */
  RANK_REACHED: z.object({
    name: z.string().nullable(),
    rank: z.string(),
    via: z.string().nullable(),
    /** The month closed, "2026-04"; null for a rank set by an admin. */
    month: z.string().nullable(),
    isSetByAdmin: z.boolean(),
  }),
  /** A member asked to be placed under another upline (the request's number). */
  MOVE_ASKED: z.object({ member: z.string(), requestId: z.number().int() }),
} as const;

export type NotificationKind = keyof typeof notificationParamSchemas;
export type NotificationParams = z.infer<(typeof notificationParamSchemas)[NotificationKind]>;
/** A kind with its own values. */
export type NotificationContent = {
  [K in NotificationKind]: { kind: K; params: z.infer<(typeof notificationParamSchemas)[K]> };
}[NotificationKind];

const withKind = <K extends NotificationKind>(kind: K) =>
  z.object({
    id: z.number().int(),
    kind: z.literal(kind),
    params: notificationParamSchemas[kind],
    createdAt: z.string(),
    isRead: z.boolean(),
  });

export const notificationSchema = z
  .discriminatedUnion('kind', [
    withKind('MEMBER_JOINED'),
    withKind('RANK_REACHED'),
    withKind('MOVE_ASKED'),
  ])
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object(pageQueryFields).strict();

const pagedNotifications = pagedEnvelope(notificationSchema);
/** `{success, data:{items, page, limit, total, unread}}`, newest first. */
export const notificationListResponseSchema = pagedNotifications.extend({
  data: pagedNotifications.shape.data.extend({ unread: z.number().int() }),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>['data'];

/** Marks the reader's own notices read: those named, or all of them without `ids`. */
export const markNotificationsReadSchema = z
  .object({
    ids: z
      .array(
        z
          .number()
          .int()
          .positive()
          .max(2 ** 31 - 1),
      )
      .min(1)
      .max(100)
      .optional(),
  })
  .strict()
  .meta({ id: 'MarkNotificationsRead' });
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

export const markNotificationsReadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ updated: z.number().int(), unread: z.number().int() }),
});
