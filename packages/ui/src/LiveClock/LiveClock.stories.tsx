import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LiveClock } from './LiveClock';

const NOW = Date.UTC(2026, 10, 23, 6, 5, 9);

const meta = {
  title: 'Components/Account/LiveClock',
  component: LiveClock,
  // Frozen so every screenshot is the same; the clock ticks when `paused` is false.
  args: { now: NOW, offsetMinutes: 480, paused: true },
  // Default carries the brand's look; the offsets and hidden label are content.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof LiveClock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: /.+/ })).toHaveTextContent('2026-11-23 14:05:09 GMT+8');
  },
};

export const HalfHourOffset: Story = {
  args: { offsetMinutes: 330 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('2026-11-23 11:35:09 GMT+5:30');
  },
};

export const WestOfUtc: Story = {
  args: { offsetMinutes: -300 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('2026-11-23 01:05:09 GMT-5');
  },
};

/** The label is hidden but still names the clock. */
export const WithoutLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: /.+/ })).toBeInTheDocument();
    await expect(canvas.getByText('2026-11-23 14:05:09 GMT+8')).toBeVisible();
    await expect(canvas.getByText(/.+/, { selector: '[hidden]' })).not.toBeVisible();
  },
};
