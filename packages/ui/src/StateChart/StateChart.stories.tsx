import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StateChart } from './StateChart';
import { smsButtonEdges, smsButtonNodes } from './StateChart.fixture';

const currentKeys = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[aria-current="true"]')).map((state) =>
    state.getAttribute('aria-label'),
  );

const meta = {
  title: 'Components/QA/StateChart',
  component: StateChart,
  // Pickable (states as buttons, one pressed) carries the brand's look; the others are the same chart's
  // content.
  tags: ['visual-one-width', 'visual-one-brand'],
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
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: /^Chart of smsButton/ });
    await expect(currentKeys(canvasElement)).toEqual(['flow', 'idle', 'throttle', 'open']);
    await expect(canvas.getByRole('group', { name: 'idle' })).toHaveTextContent('(initial)');
  },
};

export const Counting: Story = {
  args: { active: ['flow', 'flow.counting', 'throttle', 'throttle.closed'] },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: /^Chart of smsButton/ });
    await expect(canvas.getByRole('group', { name: 'counting' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('group', { name: 'idle' })).not.toHaveAttribute('aria-current');
  },
};

/** States are buttons when they can be picked: the picked one shows pressed. */
export const Pickable: Story = {
  tags: ['!visual-one-brand'],
  args: { onSelect: fn(), selected: 'flow.resendable' },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('region', { name: /^Chart of smsButton/ });
    await expect(canvas.getByRole('button', { name: /^resendable/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^closed/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('throttle.closed');
  },
};
