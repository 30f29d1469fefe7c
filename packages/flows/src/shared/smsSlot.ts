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

/** What a form's phone field starts on before the player picks a dialing code. */
export interface MobileStart {
  /** The white label's own country code (white-label settings), when it is among those offered. */
  defaultDialingCode?: string | undefined;
  /** A remembered number (remember me on the SMS tab). */
  initial?: Partial<TypedMobile> | undefined;
}

/**
 * The dialing code a phone field shows before one is picked: the remembered one, else the white
 * label's own, else the first offered.
 */
export function startingDialingCode(dialingCodes: readonly DialingCode[], start: MobileStart = {}): string {
  const offered = (code: string | undefined) =>
    code !== undefined && dialingCodes.some((entry) => entry.code === code) ? code : undefined;
  return (
    offered(start.initial?.countryDialingCode) ??
    offered(start.defaultDialingCode) ??
    dialingCodes[0]?.code ??
    ''
  );
}

/** A form's mobile number: the dialing code picked (or the starting one) and the digits typed. */
export function useTypedMobile(dialingCodes: readonly DialingCode[], start: MobileStart = {}) {
  const [dialingCode, setDialingCode] = useState<string | undefined>(undefined);
  const [mobileNum, setMobileNum] = useState(start.initial?.mobileNum ?? '');
  const typed: TypedMobile = {
    mobileNum,
    countryDialingCode: dialingCode ?? startingDialingCode(dialingCodes, start),
  };
  return { setDialingCode, setMobileNum, typed };
}
