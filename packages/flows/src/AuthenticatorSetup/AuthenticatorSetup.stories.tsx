import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_AUTHENTICATOR_CODE, mockTokens } from '@portal/api-contract/mocks';
import { authenticatorSetupDescribe, authenticatorSetupMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import { AuthenticatorSetupForm } from './AuthenticatorSetupForm';

const {
  meta: machineMeta,
  story,
  overview,
} = machineStories({
  machine: authenticatorSetupMachine,
  provide: (actors) => actors.authenticatorSetup,
  token: mockTokens.member,
  input: undefined,
  describe: authenticatorSetupDescribe,
  render: (actorRef) => <AuthenticatorSetupForm actorRef={actorRef} />,
});

const meta = {
  title: 'Machines/AuthenticatorSetup',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['idle']) };

/** The whole set-up against the mocks: a wrong code is refused, the mocks' code turns the app on. */
export const Idle: Story = {
  // Only a button: the set-up steps it leads to are shot in their own stories.
  tags: ['no-visual'],
  render: story('idle'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set up the authenticator app' }));
    await expect(
      await canvas.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Setup key')).toHaveValue('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await userEvent.type(canvas.getByLabelText(/Code from the app/), '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(await canvas.findByText('Invalid verification code')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/Code from the app/));
    await userEvent.type(canvas.getByLabelText(/Code from the app/), MOCK_AUTHENTICATOR_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    const codes = await canvas.findByRole('list', { name: 'Your recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(currentStates(canvasElement)).toContain('done'));
  },
};

export const StartFailed: Story = {
  // The idle button with an error notice above it: the notice is the ui's, shot in its own stories.
  tags: ['no-visual'],
  render: story('startFailed'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/network/i);
  },
};

export const Starting: Story = {
  // The idle button, busy.
  tags: ['no-visual'],
  render: story('starting'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Set up the authenticator app' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const ShowingSecret: Story = {
  render: story('showingSecret'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Setup key')).toHaveValue('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(canvas.getByLabelText(/Code from the app/)).toBeInvalid();
  },
};

export const WrongCode: Story = {
  // The secret step with an error notice: the same layout as ShowingSecret.
  tags: ['no-visual'],
  render: story('wrongCode'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid verification code');
  },
};

export const BadFormat: Story = {
  // The secret step with a field error: the same layout as ShowingSecret.
  tags: ['no-visual'],
  render: story('badFormat'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Code from the app/)).toBeInvalid();
    await expect(within(canvasElement).getByText('Digits only, 6 digits')).toBeVisible();
  },
};

export const Confirming: Story = {
  // The secret step with its button busy.
  tags: ['no-visual'],
  render: story('confirming'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Turn on' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ShowingRecoveryCodes: Story = {
  render: story('showingRecoveryCodes'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const codes = canvas.getByRole('list', { name: 'Your recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByText('k7m2p-9xq4r')).toBeVisible();
  },
};
