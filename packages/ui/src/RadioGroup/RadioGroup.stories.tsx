import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Box } from '../Box';
import { RadioGroup, radioGroupOrientations, type RadioGroupProps } from './RadioGroup';

/** The forgot-password screen's choice of reset method, translated. */
function ResetMethod(props: Omit<RadioGroupProps, 'legend' | 'options'>) {
  const { t } = useTranslation(['forms', 'auth']);
  return (
    <RadioGroup
      {...props}
      legend={t('forms:radioGroup.resetMethod')}
      options={[
        { value: 'email', label: t('auth:forgotPassword.byEmail') },
        { value: 'mobile', label: t('auth:forgotPassword.byMobile') },
      ]}
    />
  );
}

const meta = {
  title: 'Components/Forms/RadioGroup',
  component: RadioGroup,
  args: { legend: 'Reset method', options: [], orientation: 'vertical', onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  render: (args) => <ResetMethod {...args} />,
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: 'min(360px, 80vw)' }}>
        <Story />
      </Box>
    ),
  ],
  // Filled, WithError and Disabled carry the brand's look in every brand; the keyboard walk and the
  // horizontal layout are shot in the default brand only.
  tags: ['visual-one-width'],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters the group; arrow keys move and choose. */
export const Default: Story = {
  tags: ['visual-one-brand'],
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'How do you want to reset your password?' });
    await expect(group).toBeVisible();
    await userEvent.tab();
    const email = canvas.getByRole('radio', { name: 'Reset by email' });
    await expect(email).toHaveFocus();
    // Radix moves focus a tick after keydown, so hold the key as a person does, then release.
    await userEvent.keyboard('{ArrowDown>}');
    const mobile = canvas.getByRole('radio', { name: 'Reset by mobile number' });
    await waitFor(() => expect(mobile).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(mobile).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mobile');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'mobile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Reset by mobile number' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Reset by email' })).not.toBeChecked();
  },
};

export const Horizontal: Story = {
  tags: ['visual-one-brand'],
  args: { orientation: 'horizontal', defaultValue: 'email' },
  play: async ({ canvas }) => {
    canvas.getByRole('radio', { name: 'Reset by email' }).focus();
    await userEvent.keyboard('{ArrowRight>}');
    const mobile = canvas.getByRole('radio', { name: 'Reset by mobile number' });
    await waitFor(() => expect(mobile).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(mobile).toBeChecked();
  },
};

export const WithError: Story = {
  render: (args) => {
    const { t } = useTranslation('validation');
    return <ResetMethod {...args} required error={t('selectRequired')} />;
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please make a selection');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'email' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
