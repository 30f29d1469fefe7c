import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/Account/ProgressBar',
  // It fills its container and has no breakpoints: one width shows it.
  // Default carries the brand's look; empty, complete and the hidden fraction are values.
  tags: ['visual-one-width', 'visual-one-brand'],
  component: ProgressBar,
  args: { value: 3, max: 10, label: 'Play 10 slot rounds' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Play 10 slot rounds' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(canvas.getByText('3 / 10')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Complete: Story = {
  args: { value: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '10 / 10');
  },
};

export const WithoutFraction: Story = {
  args: { showFraction: false, value: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('6 / 10')).toBeNull();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '6 / 10');
  },
};
