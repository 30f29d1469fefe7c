import { z } from 'zod/mini';
import { checkMobileNumber, textField, type MobileRule } from './fields';

export interface RedeemOptions {
  /** The goods are shipped: a receiving address is asked for. */
  readonly requiresAddress: boolean;
  /** The goods are delivered by phone (e.g. top-up): a mobile number is asked for. */
  readonly requiresMobile: boolean;
  readonly mobile?: MobileRule;
}

export function redeemSchema(options: RedeemOptions) {
  return z.object({
    withdrawPassword: textField({ required: true, requiredCode: 'withdrawPasswordRequired', trim: false }),
    address: textField({ required: options.requiresAddress, requiredCode: 'addressRequired' }),
    mobileNum: options.requiresMobile
      ? textField({ required: true, check: (value) => checkMobileNumber(value, options.mobile) })
      : textField({ required: false }),
  });
}

export type RedeemValues = z.output<ReturnType<typeof redeemSchema>>;
