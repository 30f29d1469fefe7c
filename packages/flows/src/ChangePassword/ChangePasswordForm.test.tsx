import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contract } from '@portal/api-contract';
import { createMockWorld, mockCredentials, mockTokens } from '@portal/api-contract/mocks';
import { changePasswordDescribe, changePasswordMachine, type ChangePasswordContext } from '@portal/machines';
import { startAt } from '../test/actors';
import { withMockApi } from '../test/flowActors';
import { renderWithProviders } from '@portal/ui/testing';
import { ChangePasswordForm } from './ChangePasswordForm';

const flowActors = withMockApi();
const member = mockCredentials.member;

function start(uiState: string, context?: Partial<ChangePasswordContext>) {
  const world = createMockWorld();
  const { actors, sentTo } = flowActors({ world, token: mockTokens.member });
  const actor = startAt(
    changePasswordMachine.provide(actors.changePassword),
    { reason: 'voluntary' },
    changePasswordDescribe,
    uiState,
    context,
  );
  renderWithProviders(<ChangePasswordForm actorRef={actor} onContactSupport={vi.fn()} />);
  return { actor, world, changes: () => sentTo(contract.member.changePassword) };
}

describe('ChangePasswordForm', () => {
  it('uses the known old password when forced', async () => {
    // The server checks the old password: the one the member just logged in with.
    const { world } = start('forced', { knownOldPassword: member.password });
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/^New password/), 'newPass123');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'newPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Your password has been changed');
    expect(world.accounts.get(member.username)?.password).toBe('newPass123');
  });

  it('shows the server’s refusal of a wrong current password', async () => {
    const { world } = start('voluntary');
    await userEvent.type(screen.getByLabelText(/Current password/), 'notMyPass1');
    await userEvent.type(screen.getByLabelText(/^New password/), 'newPass123');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'newPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(world.accounts.get(member.username)?.password).toBe(member.password);
  });

  it('cancels a voluntary change', async () => {
    const { actor } = start('voluntary');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actor.getSnapshot().matches({ flow: 'cancelled' })).toBe(true);
  });

  it('sends the captcha answer with its picture’s key where the white label verifies changes (CHNGPASSVERIF3)', async () => {
    const { world, changes } = start('captcha');
    // The seeded password has braces, which userEvent.type reads as keys: pasted instead.
    await userEvent.click(screen.getByLabelText(/Current password/));
    await userEvent.paste(member.password);
    await userEvent.type(screen.getByLabelText(/^New password/), 'newPass123');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'newPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText(/Captcha/, { selector: 'input' })).toBeInvalid();
    expect(changes()).toEqual([]);
    await userEvent.type(screen.getByLabelText(/Captcha/, { selector: 'input' }), mockCredentials.captcha);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Your password has been changed');
    expect(changes()).toEqual([
      expect.objectContaining({ captcha: mockCredentials.captcha, captchaKey: 'captcha-sample' }),
    ]);
    expect(world.accounts.get(member.username)?.password).toBe('newPass123');
  });
});
