import { z } from 'zod/mini';
import { listQueryDefaults } from '../queryDefaults';
import { pagedSchema, pageQueryShape } from '../schemas/common';
import {
  markMessagesReadRequestSchema,
  markMessagesReadSchema,
  messageSchema,
  unreadCountSchema,
} from '../schemas/content';
import { defineEndpoint, relayPath } from './define';

const session = { auth: 'token', encrypted: false, moneyMoving: false } as const;

export const messages = {
  list: defineEndpoint({
    id: 'messages.list',
    method: 'GET',
    path: '/wps/messages',
    ...session,
    query: z.object({ ...pageQueryShape, category: z.optional(messageSchema.shape.category) }),
    queryDefaults: listQueryDefaults,
    response: pagedSchema(messageSchema),
    summary: 'Platform messages, newest first.',
  }),
  markRead: defineEndpoint({
    id: 'messages.markRead',
    method: 'POST',
    path: '/wps/messages/read',
    ...session,
    body: markMessagesReadRequestSchema,
    response: markMessagesReadSchema,
    summary: 'Marks messages read; answers with the unread count left.',
  }),
  unreadCount: defineEndpoint({
    id: 'messages.unreadCount',
    method: 'GET',
    path: relayPath('CSP_unreadCount'),
    ...session,
    response: unreadCountSchema,
    summary: 'Unread messages for the red badge (not loaded for trial accounts).',
  }),
};
