import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Status/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 1 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: '20rem' }}>
        <Story />
      </Box>
    ),
  ],
  // Composed (a row as it loads) carries the brand's look; the others are single shapes of it.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-skeleton]');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await expect(bar!.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

export const Paragraph: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelector('[data-skeleton]')!.children;
    await expect(lines).toHaveLength(3);
    await expect(lines[2]!.getBoundingClientRect().width).toBeLessThan(
      lines[0]!.getBoundingClientRect().width,
    );
  },
};

export const Block: Story = {
  args: { shape: 'block' },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-skeleton]')!;
    await expect(bar.getBoundingClientRect().height).toBeGreaterThan(20);
  },
};

export const Circle: Story = {
  args: { shape: 'circle' },
  play: async ({ canvasElement }) => {
    const { width, height } = canvasElement.querySelector('[data-skeleton]')!.getBoundingClientRect();
    await expect(Math.round(width)).toBe(Math.round(height));
  },
};

/** A list row as it loads: avatar, two lines of text. */
export const Composed: Story = {
  tags: ['!visual-one-brand'],
  render: () => (
    <Box display="flex" gap="md" alignItems="center" aria-busy="true">
      <Skeleton shape="circle" />
      <Box display="flex" flexDirection="column" gap="sm" style={{ flex: 1 }}>
        <Skeleton inlineSize="50%" />
        <Skeleton lines={2} />
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(3);
  },
};
