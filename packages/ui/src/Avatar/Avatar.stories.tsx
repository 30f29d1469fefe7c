import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Avatar, avatarSizes } from './Avatar';

// A tiny inline picture, so the story needs no network and renders the same every time.
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3b6cb7"/><circle cx="32" cy="25" r="12" fill="#f2d3b1"/><path d="M10 64c2-14 12-22 22-22s20 8 22 22z" fill="#f2d3b1"/></svg>',
  );

const meta = {
  title: 'Components/Account/Avatar',
  component: Avatar,
  args: { name: 'Juan dela Cruz', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  // Default (initials on the brand's colours) is shot in every brand; the others are about the picture
  // and sizes.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Juan dela Cruz' });
    await expect(avatar).toHaveTextContent('JC');
  },
};

export const WithImage: Story = {
  args: { src: picture },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Juan dela Cruz' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    const avatar = await canvas.findByText('JC');
    await expect(avatar).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Juan dela Cruz' }).tagName).toBe('SPAN');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="md" alignItems="center">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const [small, , large] = canvas.getAllByRole('img');
    await expect(small!.getBoundingClientRect().width).toBeLessThan(large!.getBoundingClientRect().width);
  },
};
