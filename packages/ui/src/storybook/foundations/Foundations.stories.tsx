import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brands, contrastPairs } from '@portal/theme';
import {
  BrandComparison,
  ColourRoles,
  Density,
  Elevation,
  Layers,
  Motion,
  Radii,
  SpacingScale,
  TypeScale,
} from './Foundations';

const meta = {
  title: 'Foundations',
  component: ColourRoles,
  // Each page is a table of values, the same at any width: shoot the section, desktop only.
  parameters: { visual: { selector: '[data-foundation]', fit: 'block' } },
  tags: ['visual-one-width', '!autodocs'],
} satisfies Meta<typeof ColourRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour role of the toolbar's brand, then each pair that must stay readable with its WCAG verdict. */
export const Colour: Story = {
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('[data-contrast-table] tbody tr');
    await expect(rows).toHaveLength(contrastPairs.length);
    // Registered brands pass the brand tests, so no pair may read as failing here.
    await expect(canvasElement.querySelectorAll('[data-contrast-table] [data-passes="false"]')).toHaveLength(
      0,
    );
  },
};

export const Typography: Story = { render: () => <TypeScale /> };

export const Spacing: Story = { render: () => <SpacingScale /> };

export const RadiiAndBorders: Story = { name: 'Radii and borders', render: () => <Radii /> };

export const ElevationLevels: Story = { name: 'Elevation', render: () => <Elevation /> };

export const MotionTokens: Story = { name: 'Motion', render: () => <Motion /> };

export const DensityAndSizes: Story = { name: 'Density', render: () => <Density /> };

/** Breakpoints and stacking order: shared by every brand. */
export const BreakpointsAndLayers: Story = {
  name: 'Breakpoints and z-index',
  // The same values in every brand, so the default brand's shot is enough.
  tags: ['visual-one-brand'],
  render: () => <Layers />,
};

/** All brands next to each other, whatever the toolbar says. */
export const AllBrands: Story = {
  name: 'All brands side by side',
  render: () => <BrandComparison />,
  // The same picture in every toolbar brand; each brand's values are shot on the pages above.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const brand of brands) {
      await expect(canvas.getByRole('heading', { name: brand.label })).toBeInTheDocument();
    }
    await expect(canvasElement.querySelectorAll('[data-brand-summary]')).toHaveLength(brands.length);
  },
};
