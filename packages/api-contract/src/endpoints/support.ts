import { z } from 'zod/mini';
import { helpCenterQueryDefaults } from '../queryDefaults';
import { feedbackReceiptSchema, feedbackRequestSchema, helpCenterQuerySchema } from '../schemas/support';
import { appDownloadSchema, customerServiceItemSchema, helpCenterSchema } from '../schemas/system';
import { defineEndpoint } from './define';

const open = { auth: 'none', encrypted: false, moneyMoving: false } as const;

export const support = {
  feedback: defineEndpoint({
    id: 'support.feedback',
    method: 'PUT',
    path: '/wps/feedback',
    ...open,
    humanCheck: true,
    body: feedbackRequestSchema,
    response: feedbackReceiptSchema,
    summary: 'Feedback and complaints form (content 20 to 200 characters, captcha).',
  }),
  helpCenter: defineEndpoint({
    id: 'support.helpCenter',
    method: 'GET',
    path: '/wps/system/helpCenter',
    ...open,
    query: helpCenterQuerySchema,
    queryDefaults: helpCenterQueryDefaults,
    response: helpCenterSchema,
    summary: 'Help centre sections in the requested language.',
  }),
  customerService: defineEndpoint({
    id: 'support.customerService',
    method: 'GET',
    path: '/wps/system/customerService',
    ...open,
    response: z.array(customerServiceItemSchema),
    summary: 'Customer-service links (type CS for the floating widget).',
  }),
  appDownload: defineEndpoint({
    id: 'support.appDownload',
    method: 'GET',
    path: '/wps/system/appDownload',
    ...open,
    response: appDownloadSchema,
    summary: 'iOS, Android and lite app downloads with QR codes, plus extra download resources.',
  }),
};
