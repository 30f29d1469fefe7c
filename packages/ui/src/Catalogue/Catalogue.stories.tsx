import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Catalogue, catalogueSections, sections } from '../storybook/Catalogue';

const meta = {
  title: 'Catalogue',
  component: Catalogue,
  parameters: { visual: { fit: 'page' }, layout: 'fullscreen' },
  // Every specimen is one of the components' own stories, each shot in every brand and width on
  // its own page; a second, page-sized copy of them all would only add megabytes of references.
  tags: ['no-visual', '!autodocs'],
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole library in the brand and language chosen in the toolbar: review a new brand at a glance. */
export const Default: Story = {
  name: 'All Components',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sectionsShown = canvas
      .getAllByRole('region')
      .filter((region) => region.getAttribute('aria-labelledby')?.startsWith('catalogue-'));
    await expect(sectionsShown).toHaveLength(catalogueSections.length);
    const shown = Array.from(canvasElement.querySelectorAll('[data-component]'));
    await expect(shown.length).toBe(Object.values(sections).flat().length);
    for (const cell of shown) {
      // A specimen that fails to render leaves its cell empty.
      await expect(cell.querySelector(':scope > div')?.childElementCount ?? 0).toBeGreaterThan(0);
    }
    // One page, many specimens: still no two navigation landmarks may share a name.
    const navNames = canvas.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'));
    await expect(new Set(navNames).size).toBe(navNames.length);
  },
};
