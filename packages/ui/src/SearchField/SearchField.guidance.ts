import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'A search box for games or records, inside a search landmark.',
  avoid: 'Filtering by fixed values: use Select or VendorTile.',
  accessibility: {
    keyboard: 'Enter submits; Escape (or the clear button) empties it without closing a surrounding dialog.',
    roles: 'A search landmark around a searchbox; the clear button is named.',
    announcements: 'None.',
  },
  i18nKeys: ['common:actions.search', 'forms:search.clear'],
} satisfies ComponentGuidance;
