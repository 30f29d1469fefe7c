import { mockAppDownload, mockHelpCenter } from '../fixtures/support';
import { mockCustomerService } from '../fixtures/system';
import { checkCaptcha } from './credentials';
import type { GroupResolvers } from './define';

export const supportResolvers = {
  feedback: ({ body }) => {
    checkCaptcha(body.captcha);
    return { ticketId: `FB-${body.type}-${body.content.length}` };
  },
  helpCenter: () => mockHelpCenter,
  customerService: () => mockCustomerService,
  appDownload: () => mockAppDownload,
} satisfies GroupResolvers<'support'>;
