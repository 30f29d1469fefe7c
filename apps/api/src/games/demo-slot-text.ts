import enErrors from '@portal/i18n/locales/en/errors.json';
import enGames from '@portal/i18n/locales/en/games.json';
import tyErrors from '@portal/i18n/locales/ty/errors.json';
import tyGames from '@portal/i18n/locales/ty/games.json';
import enValidation from '@portal/i18n/locales/en/validation.json';
import tyValidation from '@portal/i18n/locales/ty/validation.json';

/** The field issues a spin can answer: a stake out of range, or over the member's play limits. */
const spinIssues = (catalogue: typeof enValidation) => ({
  amountInvalid: catalogue.amountInvalid,
  playLimitReached: catalogue.playLimitReached,
});

/**
 * The in-house slot page's words, taken from the portal's own catalogues so the game speaks the
 * language the player chose in the portal; a code the TY catalogue lacks falls back to EN.
 */
const DEMO_SLOT_TEXT = {
  en: { ui: enGames.demoSlot, errors: enErrors, validation: spinIssues(enValidation) },
  ty: {
    ui: tyGames.demoSlot,
    errors: { ...enErrors, ...tyErrors },
    validation: spinIssues({ ...enValidation, ...tyValidation }),
  },
} as const;

export type DemoSlotLanguage = keyof typeof DEMO_SLOT_TEXT;
export type DemoSlotText = (typeof DEMO_SLOT_TEXT)[DemoSlotLanguage];

function isDemoSlotLanguage(value: string): value is DemoSlotLanguage {
  return Object.hasOwn(DEMO_SLOT_TEXT, value);
}

/**
 * The slot's language for a language code or an Accept-Language header ("ty", "en-US,en;q=0.9"):
 * the first listed language the slot speaks by its primary subtag, else EN.
 */
export function demoSlotLanguage(requested: string | undefined): DemoSlotLanguage {
  for (const tag of (requested ?? '').split(',')) {
    const primary = tag.split(';')[0]?.trim().split('-')[0]?.toLowerCase() ?? '';
    if (isDemoSlotLanguage(primary)) return primary;
  }
  return 'en';
}

export function demoSlotText(language: DemoSlotLanguage): DemoSlotText {
  return DEMO_SLOT_TEXT[language];
}
