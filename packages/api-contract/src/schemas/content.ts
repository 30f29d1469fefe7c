import { z } from 'zod/mini';
import { countSchema, isoDateTimeSchema, richHtmlSchema } from './common';

export const bannerGroups = ['w_register', 'w_game', 'w_leftmenu', 'w_home', 'w_login', 'w_forget'] as const;

export const bannerSchema = z.object({
  groupName: z.enum(bannerGroups),
  url: z.string().check(z.minLength(1)),
  /** Where a click goes: nothing, an internal route, an outside page, or a promotion. */
  linkageType: z.enum(['NONE', 'ROUTE', 'EXTERNAL', 'PROMOTION']),
  linkage: z.nullable(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

export const announcementItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  content: richHtmlSchema,
  publishedAt: isoDateTimeSchema,
});
export type AnnouncementItem = z.infer<typeof announcementItemSchema>;

/** Popup audience: B visitors, A logged-in members, F members on their first login. */
export const popupExecutions = ['A', 'B', 'F'] as const;
export const popupAnnouncementSchema = z.extend(announcementItemSchema, {
  execution: z.enum(popupExecutions),
});

export const announcementsSchema = z.object({
  banners: z.array(bannerSchema),
  playerNotices: z.array(announcementItemSchema),
  popups: z.array(popupAnnouncementSchema),
  promotions: z.array(z.extend(announcementItemSchema, { imageUrl: z.string().check(z.minLength(1)) })),
  announcementImages: z.array(
    z.object({ sequence: z.int().check(z.nonnegative()), url: z.string().check(z.minLength(1)) }),
  ),
});
export type Announcements = z.infer<typeof announcementsSchema>;

export const messageSchema = z.object({
  messageId: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  content: richHtmlSchema,
  category: z.enum(['SYSTEM', 'PROMOTION', 'TRANSACTION', 'AGENT']),
  read: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type Message = z.infer<typeof messageSchema>;

export const unreadCountSchema = z.object({ count: countSchema });

export const markMessagesReadRequestSchema = z.object({
  /** Omitted: mark every message read. */
  messageIds: z.optional(z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(100))),
});
export const markMessagesReadSchema = z.object({ unread: countSchema });
