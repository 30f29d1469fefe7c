import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, userEvent } from 'storybook/test';
import { TextField } from '../TextField';
import { Tabs, tabsVariants, type TabsRootProps } from './Tabs';

const meta = {
  title: 'Components/Navigation/Tabs',
  component: Tabs.Root,
  args: { variant: 'underline', defaultValue: 'username' },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
  // Default, Pill and DisabledTab carry the brand's look in every brand; FullWidth (layout) and
  // WithCounts (the count badge's look) are shot in the default brand only.
} satisfies Meta<TabsRootProps>;

export default meta;
type Story = StoryObj<typeof meta>;

function LoginMethods(args: TabsRootProps & { fullWidth?: boolean }) {
  const { t } = useTranslation('auth');
  const { fullWidth, ...rootProps } = args;
  return (
    <Tabs.Root {...rootProps}>
      <Tabs.List aria-label={t('login.title')} fullWidth={fullWidth}>
        <Tabs.Trigger value="username">{t('login.tabs.username')}</Tabs.Trigger>
        <Tabs.Trigger value="sms">{t('login.tabs.sms')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="username">
        <TextField label={t('login.username')} />
      </Tabs.Content>
      <Tabs.Content value="sms">
        <TextField type="tel" label={t('sms.mobileNumber')} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** Arrow keys move between tabs and select them; the panel follows. */
export const Default: Story = {
  render: (args) => <LoginMethods {...args} />,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('tab');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(first!);
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(second!.textContent ?? '');
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveAttribute('aria-selected', 'true');
  },
};

export const Pill: Story = {
  args: { variant: 'pill' },
  render: (args) => <LoginMethods {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('tab')[1]!);
    await expect(canvas.getAllByRole('tab')[1]).toHaveAttribute('data-state', 'active');
  },
};

export const FullWidth: Story = {
  tags: ['visual-one-brand'],
  args: { variant: 'pill' },
  parameters: { visual: { fit: 'block' } },
  render: (args) => <LoginMethods {...args} fullWidth />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    const tabs = canvas.getAllByRole('tab');
    const total = tabs.reduce((sum, tab) => sum + tab.getBoundingClientRect().width, 0);
    await expect(total).toBeGreaterThan(list.getBoundingClientRect().width * 0.9);
  },
};

/** Counts (e.g. unread messages) show as badges and disappear at 0. */
export const WithCounts: Story = {
  tags: ['visual-one-brand'],
  args: { defaultValue: 'messages' },
  render: (args) => {
    const { t } = useTranslation('nav');
    return (
      <Tabs.Root {...args}>
        <Tabs.List aria-label={t('memberMenu.title')}>
          <Tabs.Trigger value="messages" count={3}>
            {t('memberMenu.messages')}
          </Tabs.Trigger>
          <Tabs.Trigger value="missions" count={0}>
            {t('memberMenu.missionLeaderboard')}
          </Tabs.Trigger>
          <Tabs.Trigger value="rewards" count={120}>
            {t('memberMenu.rewardCenter')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="messages">{t('memberMenu.messages')}</Tabs.Content>
        <Tabs.Content value="missions">{t('memberMenu.missionLeaderboard')}</Tabs.Content>
        <Tabs.Content value="rewards">{t('memberMenu.rewardCenter')}</Tabs.Content>
      </Tabs.Root>
    );
  },
  play: async ({ canvas }) => {
    const [messages, missions, rewards] = canvas.getAllByRole('tab');
    await expect(messages).toHaveTextContent('3');
    await expect(missions).not.toHaveTextContent(/\d/);
    await expect(rewards).toHaveTextContent('99+');
  },
};

export const DisabledTab: Story = {
  render: (args) => {
    const { t } = useTranslation('auth');
    return (
      <Tabs.Root {...args}>
        <Tabs.List aria-label={t('register.title')}>
          <Tabs.Trigger value="username">{t('register.tabs.username')}</Tabs.Trigger>
          <Tabs.Trigger value="mobile" disabled>
            {t('register.tabs.mobile')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="username">
          <TextField label={t('register.username')} />
        </Tabs.Content>
        {/* Every tab has its panel, the disabled one too: its aria-controls must point at an id in the page. */}
        <Tabs.Content value="mobile">
          <TextField type="tel" label={t('register.tabs.mobile')} />
        </Tabs.Content>
      </Tabs.Root>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const tabs = canvas.getAllByRole('tab');
    for (const tab of tabs) {
      await expect(
        canvasElement.ownerDocument.getElementById(tab.getAttribute('aria-controls')!),
      ).toHaveAttribute('role', 'tabpanel');
    }
    const [first, second] = tabs;
    await userEvent.click(second!);
    await expect(first).toHaveAttribute('aria-selected', 'true');
  },
};
