import { MOCK_AUTHENTICATOR_CODE, mockCredentials } from '@portal/api-contract/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../../../storybook/PortalStory';

// The security centre's account protections (pages/AccountSecurity.tsx): the authenticator app,
// the signed-in devices and closing the account. Portal/Member security centre has the whole page.

const meta = {
  title: 'Portal/Member account security',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member?page=securityCenter', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-section="sessions"]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member whose authenticator app is on in the mocks' world. */
const returning = mockCredentials.returningMember;

/** A protection's section; the first region of its name (its list of devices is named the same). */
async function region(canvasElement: HTMLElement, name: string) {
  const canvas = await shellReady(canvasElement);
  const [section] = await canvas.findAllByRole('region', { name });
  if (!section) throw new Error(`no region named ${name}`);
  return within(section);
}

/** This device first and marked, the two others with their browsers, addresses and times. */
export const SignedInDevices: Story = {
  play: async ({ canvasElement }) => {
    const sessions = await region(canvasElement, 'Signed-in devices');
    // A row drawn as a card names its device in its title too: one of the two is shown.
    const shown = (text: string) =>
      sessions.queryAllByText(text).some((element) => element.checkVisibility());
    await waitFor(() => expect(shown('Chrome on Windows (this device)')).toBe(true));
    await expect(shown('Chrome on Android')).toBe(true);
    await expect(shown('198.51.100.14')).toBe(true);
    await expect(
      sessions.getAllByRole('button', { name: /^Sign out (Chrome on Android|Firefox on Linux)$/ }),
    ).toHaveLength(2);
  },
};

/** Signing one device out, then all others after confirming: only this device is left, and nothing more to sign out. */
export const SignOutDevices: Story = {
  // The same table as SignedInDevices, with fewer rows.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const sessions = await region(canvasElement, 'Signed-in devices');
    await userEvent.click(await sessions.findByRole('button', { name: 'Sign out Chrome on Android' }));
    await waitFor(() => expect(sessions.queryAllByText('Chrome on Android')).toEqual([]));
    await userEvent.click(sessions.getByRole('button', { name: 'Sign out all other devices' }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
        name: 'Sign out all other devices',
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out all other devices' }));
    await expect(await sessions.findByText('1 other device was signed out.')).toBeVisible();
    await waitFor(() => expect(sessions.queryAllByText('Firefox on Linux')).toEqual([]));
    // Nothing left to sign out: the button says so and opens nothing.
    const signOutOthers = sessions.getByRole('button', { name: 'Sign out all other devices' });
    await expect(signOutOthers).toHaveAttribute('aria-disabled', 'true');
    await expect(signOutOthers).toHaveAccessibleDescription('No other device is signed in.');
    await expect(sessions.getByText('No other device is signed in.')).toBeVisible();
    await userEvent.click(signOutOthers);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** The sessions cannot be read: the error with a retry in the section, the rest of the page there. */
export const SignedInDevicesError: Story = {
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.member.sessions, { error: 'UNKNOWN', status: 500 })) },
  play: async ({ canvasElement }) => {
    const sessions = await region(canvasElement, 'Signed-in devices');
    await expect(await sessions.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Off: set up with the mocks' code; the recovery codes once, then the app is on. */
export const TurnOnAuthenticator: Story = {
  // The set-up's steps are shot in Machines/AuthenticatorSetup.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const section = await region(canvasElement, 'Authenticator app');
    await userEvent.click(await section.findByRole('button', { name: 'Set up the authenticator app' }));
    await expect(await section.findByLabelText('Setup key')).toHaveValue('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await userEvent.type(section.getByLabelText(/^Code from the app/), MOCK_AUTHENTICATOR_CODE);
    await userEvent.click(section.getByRole('button', { name: 'Turn on' }));
    const codes = await section.findByRole('list', { name: 'Your recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(section.getByRole('button', { name: 'I have saved them' }));
    await expect(
      await section.findByText('The authenticator app is on. You have 8 recovery codes left.', {}),
    ).toBeVisible();
  },
};

/** On: the codes left and the way to turn it off (a code, or the password for a lost phone). */
export const AuthenticatorOn: Story = {
  args: { token: `mock-${returning.username}` },
  parameters: { visual: { fit: 'page', selector: '[data-section="authenticator"]' } },
  play: async ({ canvasElement }) => {
    const section = await region(canvasElement, 'Authenticator app');
    await expect(
      await section.findByText('The authenticator app is on. You have 6 recovery codes left.', {}),
    ).toBeVisible();
    await userEvent.type(section.getByLabelText(/^Code from the app/), '12ab');
    await userEvent.click(section.getByRole('button', { name: 'Turn off' }));
    await expect(section.getByLabelText(/^Code from the app/)).toHaveAccessibleDescription(
      'Digits only, 6 digits',
    );
    const focused = canvasElement.ownerDocument.activeElement;
    if (focused instanceof HTMLElement) focused.blur();
  },
};

/** Turned off with a code from the app (a wrong one refused): the set-up button is back. */
export const TurnOffWithCode: Story = {
  tags: ['no-visual'],
  args: { token: `mock-${returning.username}` },
  play: async ({ canvasElement }) => {
    const section = await region(canvasElement, 'Authenticator app');
    const code = await section.findByLabelText(/^Code from the app/);
    await userEvent.type(code, '135790');
    await userEvent.click(section.getByRole('button', { name: 'Turn off' }));
    await expect(await section.findByRole('alert')).toHaveTextContent('Invalid verification code');
    await userEvent.clear(code);
    await userEvent.type(code, MOCK_AUTHENTICATOR_CODE);
    await userEvent.click(section.getByRole('button', { name: 'Turn off' }));
    await expect(await section.findByRole('button', { name: 'Set up the authenticator app' })).toBeVisible();
  },
};

/** Turned off with the password: the set-up button is back. */
export const TurnOffWithPassword: Story = {
  tags: ['no-visual'],
  args: { token: `mock-${returning.username}` },
  play: async ({ canvasElement }) => {
    const section = await region(canvasElement, 'Authenticator app');
    await userEvent.click(await section.findByRole('button', { name: 'Lost your phone? Use your password' }));
    await userEvent.type(section.getByLabelText(/^Login password/), 'wrong-password');
    await userEvent.click(section.getByRole('button', { name: 'Turn off' }));
    await expect(await section.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    await userEvent.clear(section.getByLabelText(/^Login password/));
    await userEvent.type(section.getByLabelText(/^Login password/), returning.password);
    await userEvent.click(section.getByRole('button', { name: 'Turn off' }));
    await expect(await section.findByRole('button', { name: 'Set up the authenticator app' })).toBeVisible();
  },
};

/** Money in the wallet: closing is refused with the balance rule, in words. */
export const CloseAccountRefused: Story = {
  // A dialog over the page; its words are checked here.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const section = await region(canvasElement, 'Close my account');
    await userEvent.click(section.getByRole('button', { name: 'Close my account' }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Close your account?' }),
    );
    await expect(dialog.getByText(/Your wallet must be empty first/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close my account' }));
    await expect(dialog.getByLabelText(/^Login password/)).toHaveAccessibleDescription(
      'Input cannot be empty',
    );
    // Pasted: the seeded password's braces are key names to userEvent.type.
    await userEvent.click(dialog.getByLabelText(/^Login password/));
    await userEvent.paste(mockCredentials.member.password);
    await userEvent.click(dialog.getByRole('button', { name: 'Close my account' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your wallet still holds money. Withdraw all of it first, then close the account',
    );
  },
};

/** A white label that turns the protections off: none of their sections shows. */
export const FeaturesOff: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: mocks(
      answer(contract.member.accountSecurity, {
        value: {
          features: { authenticator: false, sessions: false, closeAccount: false },
          authenticator: { enabled: false, recoveryCodesLeft: 0 },
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    // The login history's rows come after the protections' answer (asked for first).
    const history = within(await canvas.findByRole('region', { name: 'Login history' }));
    await expect((await history.findAllByText('Failed: wrong password')).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('region', { name: 'Your profile' })).toBeVisible();
    for (const name of ['Authenticator app', 'Signed-in devices', 'Close my account'])
      await expect(canvas.queryByRole('region', { name })).toBeNull();
  },
};
