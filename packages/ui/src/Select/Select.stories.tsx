import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Select, type SelectProps } from './Select';

const types = ['deposit', 'withdrawal', 'game', 'customerService', 'other'] as const;

/** The feedback screen's question type, translated. */
function QuestionType(props: Omit<SelectProps, 'label' | 'options'>) {
  const { t } = useTranslation('feedback');
  return (
    <Select
      {...props}
      label={t('questionType.label')}
      placeholder={t('questionType.placeholder')}
      options={types.map((value) => ({ value, label: t(`questionType.${value}`) }))}
    />
  );
}

const meta = {
  title: 'Components/Forms/Select',
  component: Select,
  args: { label: 'Question type', options: [], onValueChange: fn() },
  render: (args) => <QuestionType {...args} />,
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 'min(360px, 80vw)' }}>
        <Story />
      </Box>
    ),
  ],
  // Open (trigger and list), WithError and Disabled carry the brand's look in every brand; the
  // keyboard walk and the filled trigger are shot in the default brand only.
  tags: ['visual-one-width'],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard complete: Enter opens, arrows move, Enter chooses and focus returns to the trigger. */
export const Default: Story = {
  tags: ['visual-one-brand'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Question type' });
    await expect(trigger).toHaveTextContent('Select a question type');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Deposit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Withdrawal' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('withdrawal');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Withdrawal');
  },
};

export const Filled: Story = {
  tags: ['visual-one-brand'],
  args: { defaultValue: 'game' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Question type' })).toHaveTextContent('Game');
  },
};

/** Open list; the chosen option is marked. Escape would close it and return focus. */
export const Open: Story = {
  args: { defaultValue: 'game', defaultOpen: true },
  parameters: { visual: { selector: '[role="listbox"]' } },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(5);
    await expect(within(listbox).getByRole('option', { name: 'Game' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithError: Story = {
  render: (args) => {
    const { t } = useTranslation('validation');
    return <QuestionType {...args} required error={t('selectRequired')} />;
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: /Question type/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Please make a selection');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'deposit' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Question type' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};
