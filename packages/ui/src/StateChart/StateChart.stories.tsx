import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateChart } from './StateChart';
import { smsButtonEdges, smsButtonNodes } from './StateChart.fixture';

const meta = {
  title: 'Components/QA/StateChart',
  component: StateChart,
  args: {
    machineId: 'smsButton',
    nodes: smsButtonNodes,
    edges: smsButtonEdges,
    active: ['flow', 'flow.idle', 'throttle', 'throttle.open'],
  },
  parameters: { visual: { fit: 'block' } },
} satisfies Meta<typeof StateChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const current = canvas
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'true');
    await expect(current.map((item) => item.firstElementChild?.textContent)).toEqual([
      expect.stringContaining('flow'),
      expect.stringContaining('idle'),
      expect.stringContaining('throttle'),
      expect.stringContaining('open'),
    ]);
  },
};

export const Counting: Story = {
  args: { active: ['flow', 'flow.counting', 'throttle', 'throttle.closed'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('counting').closest('li')).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('idle').closest('li')).not.toHaveAttribute('aria-current');
  },
};
