import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { svgsBreakingIconRule } from '../test/iconRule';
import { Icon, type IconProps } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'Components/Foundation/Icon',
  component: Icon,
  args: { name: 'wallet', size: 'md', filled: false },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['sm', 'md'] satisfies IconProps['size'][] },
  },
  // Gallery shows every icon in the brand's text colour; the others are about naming.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from screen readers and out of the tab order (the icon rule). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
  },
};

/** Every icon of the set, named by its `name` (what a developer types), in the brand's text colour. */
export const Gallery: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => (
    <Box
      as="ul"
      display="grid"
      gap="md"
      style={{
        // A fixed width: the story root shrinks to its content, which would leave one column.
        inlineSize: '42rem',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <Box as="li" key={name} display="flex" alignItems="center" gap="sm">
          <Icon {...args} name={name} />
          <span>{name}</span>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length);
    await expect(svgsBreakingIconRule(canvasElement)).toEqual([]);
  },
};

/** With a label the icon stands alone and is announced as a named image. */
export const Labelled: Story = {
  render: (args) => {
    const { t } = useTranslation('common');
    return <Icon {...args} name="info" label={t('status.success')} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /.+/ })).toBeVisible();
  },
};
