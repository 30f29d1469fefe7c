import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoader } from './PageLoader';

const meta = {
  title: 'Components/Status/PageLoader',
  component: PageLoader,
  // Default carries the brand's look in every brand; CustomLabel only changes the words, shot in the
  // default brand only.
  tags: ['visual-one-width'],
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/loading|naglo-load/i);
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const CustomLabel: Story = {
  tags: ['visual-one-brand'],
  args: { label: 'Loading games…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games…');
  },
};
