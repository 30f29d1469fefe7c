import { redEnvelopeOpenedSchema, redEnvelopeStatusSchema } from '../schemas/rewards';
import { defineEndpoint } from './define';

export const redEnvelope = {
  status: defineEndpoint({
    id: 'redEnvelope.status',
    method: 'GET',
    path: '/wps/redEnvelope',
    auth: 'token',
    encrypted: false,
    moneyMoving: false,
    response: redEnvelopeStatusSchema,
    summary: 'Whether a red envelope can be opened now, and when the next round starts.',
  }),
  open: defineEndpoint({
    id: 'redEnvelope.open',
    method: 'POST',
    path: '/wps/redEnvelope/open',
    auth: 'token',
    encrypted: false,
    moneyMoving: true,
    response: redEnvelopeOpenedSchema,
    summary: 'Opens one red envelope and credits its amount.',
  }),
};
