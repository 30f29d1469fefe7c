import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Components/Account/CountBadge',
  component: CountBadge,
  args: { count: 3 },
  // Default carries the brand's look; the capped count and zero (nothing rendered) are about content.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText(/3/, { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();
  },
};

export const Capped: Story = {
  args: { count: 240 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText(/240/)).toBeInTheDocument();
  },
};

/** At zero the badge is not rendered at all. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('span')).toBeNull();
  },
};
