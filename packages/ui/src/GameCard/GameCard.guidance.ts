import type { ComponentGuidance } from '../storybook/guidance';

export const guidance = {
  use: 'One game in a grid or lane: its icon, name, vendor, status and a favourite toggle. In a list, render it as the item itself (`as="li"`): a grid of thousands then mounts no wrapper per card.',
  avoid: 'Banners (Carousel) or vendors (VendorTile).',
  accessibility: {
    keyboard:
      'Tab reaches the game name (a button that launches it) and the favourite toggle; Enter or Space press them.',
    roles:
      'No nested interactive elements: the name is the launch button, the favourite toggle sits beside it with aria-pressed; a blocked game is aria-disabled and described by its status.',
    announcements: 'None.',
  },
  i18nKeys: ['lobby:gameCard.favorite', 'lobby:gameCard.hot', 'lobby:gameCard.status.*'],
} satisfies ComponentGuidance;
