import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Textarea } from './Textarea';

const meta = {
  title: 'Components/Forms/Textarea',
  component: Textarea,
  args: { label: 'Description', maxLength: 200, minLength: 20 },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 'min(360px, 80vw)' }}>
        <Story />
      </Box>
    ),
  ],
  // WithError carries the brand's look; the rest are the text field's states and the length limit.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => {
    const { t } = useTranslation('feedback');
    return (
      <Textarea
        {...args}
        label={t('description.label')}
        placeholder={t('description.placeholder', { min: 20, max: 200 })}
      />
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Description' });
    await expect(canvas.getByText('0 / 200')).toBeVisible();
    await userEvent.type(box, 'Deposit not received');
    await expect(canvas.getByText('20 / 200')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('20 / 200');
  },
};

const filledText = 'My deposit of 500 was made an hour ago and is still not in my balance.';

export const Filled: Story = {
  render: (args) => {
    const { t } = useTranslation('feedback');
    return <Textarea {...args} label={t('description.label')} defaultValue={filledText} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue(filledText);
    await expect(canvas.getByText(`${filledText.length} / 200`)).toBeVisible();
  },
};

/** The remark field of the activity form: at most 140 characters, typing stops there. */
export const RemarkLimit: Story = {
  render: (args) => {
    const { t } = useTranslation('forms');
    return <Textarea {...args} minLength={undefined} maxLength={140} label={t('textarea.remark')} />;
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Remark' });
    await expect(box).toHaveAttribute('maxlength', '140');
    box.focus();
    await userEvent.paste('x'.repeat(150));
    await expect(canvas.getByText('140 / 140')).toBeVisible();
  },
};

export const WithError: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation(['feedback', 'validation']);
    return (
      <Textarea
        {...args}
        required
        label={t('feedback:description.label')}
        defaultValue="Too short"
        error={t('validation:feedbackLength', { min: 20, max: 200 })}
      />
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/20 to 200 characters/);
    await expect(canvas.getByText('9 / 200')).toBeVisible();
  },
};

export const Disabled: Story = {
  render: (args) => {
    const { t } = useTranslation('feedback');
    return <Textarea {...args} disabled label={t('description.label')} defaultValue={filledText} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};
