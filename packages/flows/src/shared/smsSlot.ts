import { useState, type ReactNode } from 'react';
import type { DialingCode } from '@portal/ui';

/** The mobile number as typed so far, with its dialing code. */
export interface TypedMobile {
  mobileNum: string;
  countryDialingCode: string;
}

/**
 * The send-code button beside an SMS code field (an SmsCountdownButton): given as it is, or drawn
 * from the number typed in the form, which the button sends the code to.
 */
export type SmsCodeButtonSlot = ReactNode | ((mobile: TypedMobile) => ReactNode);

export function renderSmsCodeButton(slot: SmsCodeButtonSlot, mobile: TypedMobile): ReactNode {
  return typeof slot === 'function' ? slot(mobile) : slot;
}

/** A form's mobile number: the chosen dialing code (the first offered until one is picked) and the digits typed. */
export function useTypedMobile(dialingCodes: readonly DialingCode[], initial?: Partial<TypedMobile>) {
  const [dialingCode, setDialingCode] = useState<string | undefined>(undefined);
  const [mobileNum, setMobileNum] = useState(initial?.mobileNum ?? '');
  const typed: TypedMobile = {
    mobileNum,
    countryDialingCode: dialingCode ?? initial?.countryDialingCode ?? dialingCodes[0]?.code ?? '',
  };
  return { dialingCode, setDialingCode, setMobileNum, typed };
}
