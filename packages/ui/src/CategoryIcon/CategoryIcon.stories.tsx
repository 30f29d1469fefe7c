import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect } from 'storybook/test';
import { GAME_CATEGORY_KEYS } from '@portal/i18n';
import { Box } from '../Box';
import { CategoryIcon, categoryCodes, categoryIconSizes } from './CategoryIcon';

const meta = {
  title: 'Components/Lobby/CategoryIcon',
  component: CategoryIcon,
  args: { code: 'RNG', size: 'lg' },
  argTypes: {
    code: { control: 'select', options: categoryCodes },
    size: { control: 'inline-radio', options: categoryIconSizes },
  },
  // AllCategories shows every icon in the brand's colours; the others are about naming and sizes.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof CategoryIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A standalone icon is an image named after its category. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/slots|slot/i);
  },
};

/** Every category, each announced by its translated name. */
export const AllCategories: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => (
    <Box
      as="ul"
      display="flex"
      flexWrap="wrap"
      gap="md"
      padding="none"
      margin="none"
      style={{ listStyle: 'none' }}
    >
      {categoryCodes.map((code) => (
        <li key={code}>
          <CategoryIcon {...args} code={code} />
        </li>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(categoryCodes.length);
    for (const image of images) await expect(image).toHaveAccessibleName(/.+/);
  },
};

/** Beside a visible label the icon is decorative, so the name is not read twice. */
export const Decorative: Story = {
  args: { decorative: true },
  render: function Render(args) {
    const { t } = useTranslation(['nav']);
    return (
      <Box
        as="ul"
        display="flex"
        flexDirection="column"
        gap="sm"
        padding="none"
        margin="none"
        style={{ listStyle: 'none' }}
      >
        {categoryCodes.map((code) => (
          <Box as="li" key={code} display="flex" alignItems="center" gap="sm">
            <CategoryIcon {...args} code={code} size="md" />
            <span>{t(GAME_CATEGORY_KEYS[code])}</span>
          </Box>
        ))}
      </Box>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(categoryCodes.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="md" alignItems="center">
      {categoryIconSizes.map((size) => (
        <CategoryIcon key={size} {...args} size={size} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const [sm, md, lg] = canvas.getAllByRole('img');
    await expect(sm!.getBoundingClientRect().width).toBeLessThan(md!.getBoundingClientRect().width);
    await expect(md!.getBoundingClientRect().width).toBeLessThan(lg!.getBoundingClientRect().width);
  },
};
