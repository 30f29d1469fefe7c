import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/Forms/SearchField',
  component: SearchField,
  args: { onSearch: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 'min(360px, 80vw)' }}>
        <Story />
      </Box>
    ),
  ],
  // Filled (icon, text and clear button) carries the brand's look; the rest are the text field's
  // states.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => {
    const { t } = useTranslation('forms');
    return (
      <SearchField {...args} label={t('search.gamesLabel')} placeholder={t('search.gamesPlaceholder')} />
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search')).toBeVisible();
    const input = canvas.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(input, 'dragon{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('dragon');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation('forms');
    return <SearchField {...args} label={t('search.gamesLabel')} defaultValue="Fortune Tiger" />;
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox');
    await expect(input).toHaveValue('Fortune Tiger');
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(input, 'Fortune Tiger');
  },
};

export const WithError: Story = {
  render: (args) => {
    const { t } = useTranslation(['forms', 'validation']);
    return (
      <SearchField
        {...args}
        label={t('forms:search.gamesLabel')}
        defaultValue="%%"
        error={t('validation:pattern.alphanumeric', { min: 2, max: 20 })}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Letters and digits only/);
  },
};

export const Disabled: Story = {
  render: (args) => {
    const { t } = useTranslation('forms');
    return <SearchField {...args} disabled label={t('search.gamesLabel')} defaultValue="Fortune Tiger" />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};
