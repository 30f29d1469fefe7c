import type { RegisterFieldsConfig, WhiteLabelFlags } from '@portal/api-contract';
import type { MerchantSettingsInput } from '../merchants/merchants';
import { DEFAULT_VIP_LEVELS } from '../members/vip';

export interface BrandSeed {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  flags: WhiteLabelFlags;
  settings: MerchantSettingsInput;
  /** Country of the demo mobile numbers and the national number length. */
  demoMobile: string;
}

const baseFields: RegisterFieldsConfig = {
  username: {
    enabled: true,
    required: true,
    patternId: 'letterFirstAlphanumeric',
    minLength: 6,
    maxLength: 16,
  },
  password: { enabled: true, required: true, patternId: 'any', minLength: 8, maxLength: 64 },
};

const allOn: WhiteLabelFlags = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  MOBILENUMPASSREG3: true,
  REGMOBVERF3: true,
  CHNGPASSVERIF3: true,
  FREEPLAY3: true,
  PWDEXPFORCECHANGE3: true,
  MOBILEVERCODELOGIN3: true,
  AGENTPOLICY3: true,
};

/** Three white labels that between them switch every flag both ways. */
export const brandSeeds: readonly BrandSeed[] = [
  {
    code: 'aurora',
    name: 'Aurora Play',
    currency: 'PHP',
    currencySymbol: '₱',
    flags: allOn,
    demoMobile: '9171234567',
    settings: {
      legalAge: 21,
      mobileDigits: 10,
      defaultDialingCode: '+63',
      forgotPasswordMethod: 'mobile',
      features: {
        dividend: true,
        dailySalary: true,
        hourlySalary: true,
        realTimeSalary: true,
        referral: true,
      },
      socialLogin: { facebook: true, google: true },
      walletMode: 'single',
      passwordMaxAgeDays: 90,
      maintenance: false,
      blockedIpPrefixes: [],
      gtagId: 'G-AURORA0001',
      imageCDNs: ['https://img.aurora.localhost'],
      launchGameCDNs: ['https://launch.aurora.localhost'],
      registerFields: {
        ...baseFields,
        payeeName: {
          enabled: true,
          required: true,
          patternId: 'lettersAndSpaces',
          minLength: 2,
          maxLength: 50,
        },
        email: { enabled: true, required: false, patternId: 'email', minLength: 6, maxLength: 64 },
        mobileNum: { enabled: true, required: false, patternId: 'digits', minLength: 10, maxLength: 10 },
        captcha: { enabled: true, required: true },
        affiliateCode: {
          enabled: true,
          required: false,
          patternId: 'alphanumeric',
          minLength: 4,
          maxLength: 16,
        },
        referralCode: {
          enabled: true,
          required: false,
          patternId: 'alphanumeric',
          minLength: 4,
          maxLength: 16,
        },
      },
      trialCredit: 200_000,
      vipLabelName: 'Silver',
      vipLevels: [...DEFAULT_VIP_LEVELS],
      funds: {
        depositExpiryMinutes: 30,
        withdrawMinAmount: 10_000,
        withdrawMaxAmount: 5_000_000,
        withdrawTimesPerDay: 5,
        withdrawAutoReceiveMinutes: 60,
      },
    },
  },
  {
    code: 'ember',
    name: 'Ember Casino',
    currency: 'USD',
    currencySymbol: '$',
    flags: {
      ...allOn,
      MOBILENUMREG3: false,
      MOBILENUMPASSREG3: false,
      REGMOBVERF3: false,
      FREEPLAY3: false,
      MOBILEVERCODELOGIN3: false,
    },
    demoMobile: '2025550143',
    settings: {
      legalAge: 18,
      mobileDigits: 10,
      defaultDialingCode: '+1',
      forgotPasswordMethod: 'email',
      features: {
        dividend: true,
        dailySalary: true,
        hourlySalary: false,
        realTimeSalary: false,
        referral: false,
      },
      socialLogin: { facebook: false, google: true },
      walletMode: 'multi',
      passwordMaxAgeDays: 60,
      maintenance: false,
      blockedIpPrefixes: [],
      gtagId: null,
      imageCDNs: ['https://img.ember.localhost'],
      launchGameCDNs: ['https://launch.ember.localhost'],
      registerFields: {
        ...baseFields,
        email: { enabled: true, required: true, patternId: 'email', minLength: 6, maxLength: 64 },
        captcha: { enabled: true, required: true },
        paymentPassword: { enabled: true, required: true, patternId: 'digits', minLength: 6, maxLength: 6 },
        whatsapp: { enabled: true, required: false, patternId: 'digits', minLength: 6, maxLength: 15 },
      },
      trialCredit: 50_000,
      vipLabelName: null,
      vipLevels: [...DEFAULT_VIP_LEVELS],
      funds: {
        depositExpiryMinutes: 60,
        withdrawMinAmount: 2_000,
        withdrawMaxAmount: 1_000_000,
        withdrawTimesPerDay: 3,
        withdrawAutoReceiveMinutes: 30,
      },
    },
  },
  {
    code: 'lagoon',
    name: 'Lagoon Games',
    currency: 'THB',
    currencySymbol: '฿',
    flags: {
      ...allOn,
      USERNAMEREG3: false,
      CHNGPASSVERIF3: false,
      PWDEXPFORCECHANGE3: false,
      AGENTPOLICY3: false,
    },
    demoMobile: '812345678',
    settings: {
      legalAge: 20,
      mobileDigits: 9,
      defaultDialingCode: '+66',
      forgotPasswordMethod: 'mobile',
      features: {
        dividend: false,
        dailySalary: false,
        hourlySalary: false,
        realTimeSalary: false,
        referral: true,
      },
      socialLogin: { facebook: true, google: false },
      walletMode: 'multi',
      passwordMaxAgeDays: 180,
      maintenance: false,
      blockedIpPrefixes: [],
      gtagId: 'G-LAGOON0003',
      imageCDNs: ['https://img.lagoon.localhost'],
      launchGameCDNs: ['https://launch.lagoon.localhost'],
      registerFields: {
        ...baseFields,
        payeeName: {
          enabled: true,
          required: false,
          patternId: 'thaiOrEnglish',
          minLength: 2,
          maxLength: 50,
        },
        mobileNum: { enabled: true, required: true, patternId: 'digits', minLength: 9, maxLength: 9 },
        captcha: { enabled: false, required: false },
        line: { enabled: true, required: false, patternId: 'noSpaces', minLength: 3, maxLength: 30 },
      },
      trialCredit: 500_000,
      vipLabelName: 'Pearl',
      vipLevels: [...DEFAULT_VIP_LEVELS],
      funds: {
        depositExpiryMinutes: 30,
        withdrawMinAmount: 30_000,
        withdrawMaxAmount: 10_000_000,
        withdrawTimesPerDay: 10,
        withdrawAutoReceiveMinutes: 120,
      },
    },
  },
];

export const countrySeeds: readonly {
  code: string;
  dialing: string;
  name: string;
  min: number;
  max: number;
}[] = [
  { code: 'PH', dialing: '+63', name: 'Philippines', min: 10, max: 10 },
  { code: 'TH', dialing: '+66', name: 'Thailand', min: 9, max: 9 },
  { code: 'VN', dialing: '+84', name: 'Vietnam', min: 9, max: 10 },
  { code: 'ID', dialing: '+62', name: 'Indonesia', min: 9, max: 12 },
  { code: 'MY', dialing: '+60', name: 'Malaysia', min: 9, max: 10 },
  { code: 'SG', dialing: '+65', name: 'Singapore', min: 8, max: 8 },
  { code: 'KH', dialing: '+855', name: 'Cambodia', min: 8, max: 9 },
  { code: 'MM', dialing: '+95', name: 'Myanmar', min: 8, max: 10 },
  { code: 'LA', dialing: '+856', name: 'Laos', min: 8, max: 10 },
  { code: 'IN', dialing: '+91', name: 'India', min: 10, max: 10 },
  { code: 'BD', dialing: '+880', name: 'Bangladesh', min: 10, max: 10 },
  { code: 'PK', dialing: '+92', name: 'Pakistan', min: 10, max: 10 },
  { code: 'CN', dialing: '+86', name: 'China', min: 11, max: 11 },
  { code: 'HK', dialing: '+852', name: 'Hong Kong', min: 8, max: 8 },
  { code: 'TW', dialing: '+886', name: 'Taiwan', min: 9, max: 9 },
  { code: 'JP', dialing: '+81', name: 'Japan', min: 10, max: 10 },
  { code: 'KR', dialing: '+82', name: 'South Korea', min: 9, max: 10 },
  { code: 'US', dialing: '+1', name: 'United States', min: 10, max: 10 },
  { code: 'CA', dialing: '+1', name: 'Canada', min: 10, max: 10 },
  { code: 'MX', dialing: '+52', name: 'Mexico', min: 10, max: 10 },
  { code: 'BR', dialing: '+55', name: 'Brazil', min: 10, max: 11 },
  { code: 'GB', dialing: '+44', name: 'United Kingdom', min: 10, max: 10 },
  { code: 'ES', dialing: '+34', name: 'Spain', min: 9, max: 9 },
  { code: 'PT', dialing: '+351', name: 'Portugal', min: 9, max: 9 },
  { code: 'FR', dialing: '+33', name: 'France', min: 9, max: 9 },
  { code: 'DE', dialing: '+49', name: 'Germany', min: 10, max: 11 },
  { code: 'TR', dialing: '+90', name: 'Turkey', min: 10, max: 10 },
  { code: 'RU', dialing: '+7', name: 'Russia', min: 10, max: 10 },
  { code: 'AE', dialing: '+971', name: 'United Arab Emirates', min: 9, max: 9 },
  { code: 'SA', dialing: '+966', name: 'Saudi Arabia', min: 9, max: 9 },
  { code: 'NG', dialing: '+234', name: 'Nigeria', min: 10, max: 10 },
];
