import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'Attaching PNG/JPG images to a form (feedback, KYC) within size and count limits, with previews.',
  avoid: 'Any other file type or a single avatar crop.',
  accessibility: {
    keyboard: 'Tab reaches the choose button and each remove button; Enter or Space press them.',
    roles:
      'A labelled group; the input is described by the hint, the limits and the errors; remove buttons name their file.',
    announcements: 'Why a file was turned away is read from a polite live region.',
  },
  i18nKeys: [
    'common:form.imageLimits',
    'common:form.uploadImage',
    'forms:imageUpload.choose',
    'forms:imageUpload.chosen',
    'forms:imageUpload.fileError',
    'forms:imageUpload.full',
    'forms:imageUpload.remove',
    'validation:imageTooLarge',
    'validation:imageTooMany',
    'validation:imageType',
  ],
} satisfies ComponentGuidance;
