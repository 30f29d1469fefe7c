import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AgeBadge, ageBadgeSizes } from './AgeBadge';

const meta = {
  title: 'Components/Navigation/AgeBadge',
  component: AgeBadge,
  // Default carries the brand's look; the small size and another age are content and sizing.
  tags: ['visual-one-width', 'visual-one-brand'],
  args: { age: 18, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ageBadgeSizes } },
} satisfies Meta<typeof AgeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Only for players aged 18 and over' })).toHaveTextContent(
      '18+',
    );
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /18 and over/ })).toBeVisible();
  },
};

/** The legal age is configurable per white label. */
export const ConfiguredAge: Story = {
  args: { age: 21 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Only for players aged 21 and over' })).toHaveTextContent(
      '21+',
    );
  },
};
