import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockCredentials } from '@portal/api-contract/mocks';
import { forgotPasswordDescribe, forgotPasswordMachine } from '@portal/machines';
import { startAt } from '../test/actors';
import { withMockApi } from '../test/flowActors';
import { renderWithProviders } from '@portal/ui/testing';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const flowActors = withMockApi();

function start(uiState: string) {
  const { actors } = flowActors();
  const actor = startAt(
    forgotPasswordMachine.provide(actors.forgotPassword),
    { method: 'email' },
    forgotPasswordDescribe,
    uiState,
  );
  renderWithProviders(<ForgotPasswordForm actorRef={actor} />);
  return actor;
}

async function requestLink(username: string, email: string) {
  await userEvent.type(screen.getByLabelText(/Username/), username);
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ForgotPasswordForm', () => {
  it('shows the server error when the account is unknown', async () => {
    start('byEmail');
    await requestLink('ghost01', 'ghost@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Username/Email does not exist');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('confirms the link was sent for the member’s own e-mail', async () => {
    start('byEmail');
    await requestLink(mockCredentials.member.username, mockCredentials.memberEmail);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your inbox for the link to reset your password',
    );
  });

  it('shows mobile fields for the mobile method', () => {
    start('byMobile');
    expect(screen.getByLabelText(/New password/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Email/)).toBeNull();
  });
});
