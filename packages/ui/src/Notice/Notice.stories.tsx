import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useTranslation } from '../Translation';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { tones } from '../tones';
import { BusyStatus } from './BusyStatus';
import { Notice, type NoticeProps } from './Notice';

/** The message comes from i18n inside each story, so it is not a control. */
type NoticeStoryArgs = Omit<NoticeProps, 'children'>;

const meta = {
  title: 'Components/Status/Notice',
  // Docs show Notice's props; the message is filled from i18n by each story.
  component: Notice as ComponentType<NoticeStoryArgs>,
  args: { tone: 'danger' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
  // Tones and Busy (the spinner) carry the brand's look in every brand; Default is the danger tone
  // again, shot in the default brand only.
  tags: ['visual-one-width'],
} satisfies Meta<NoticeStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failure from the server, in a form: an alert, read out at once. */
export const Default: Story = {
  tags: ['visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation('errors');
    return <Notice {...args}>{t('NETWORK_ERROR')}</Notice>;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/.+/);
  },
};

/** Every tone: danger and warning are alerts, the rest polite status messages. */
export const Tones: Story = {
  render: (args) => {
    const { t } = useTranslation(['errors', 'auth', 'status']);
    const messages = {
      neutral: t('auth:session.guest'),
      info: t('status:info_maintenance'),
      success: t('auth:changePassword.success'),
      warning: t('errors:SESSION_EXPIRED'),
      danger: t('errors:NETWORK_ERROR'),
    };
    return (
      <Box display="flex" flexDirection="column" gap="sm">
        {tones.map((tone) => (
          <Notice key={tone} {...args} tone={tone}>
            {messages[tone]}
          </Notice>
        ))}
      </Box>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

/** A request in flight: a spinner and what is happening, announced politely. */
export const Busy: Story = {
  render: () => {
    const { t } = useTranslation('auth');
    return <BusyStatus>{t('register.affiliateChecking')}</BusyStatus>;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/.+…$/);
  },
};
