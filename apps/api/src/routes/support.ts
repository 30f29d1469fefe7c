import { originOf } from '../games/catalogue';
import type { GroupHandlers } from '../http/registrar';
import { customerServiceOf } from '../merchants/site';
import { appDownloadOf } from '../support/app-download';
import { fileFeedback } from '../support/feedback';
import { helpCenterOf } from '../support/help-center';

/** Contract group `support`: customer service links, the help centre and feedback tickets. */
export const supportHandlers = {
  customerService: {
    handler: async ({ app, merchant }) => customerServiceOf(app.database.db, merchant.id),
    policy: { cache: 'shared' },
  },
  helpCenter: {
    handler: async ({ app, merchant, query }) => helpCenterOf(app.database.db, merchant.id, query.lang),
    policy: { cache: 'shared' },
  },
  feedback: {
    handler: async ({ app, merchant, session, body, ip, now }) =>
      fileFeedback(app, merchant, session, body, ip, now),
    policy: { rateLimit: { max: 20, windowSeconds: 60 } },
  },
  appDownload: {
    handler: async ({ app, merchant, request }) =>
      appDownloadOf(app.database.db, merchant.id, originOf(app, request)),
  },
} satisfies GroupHandlers<'support'>;
