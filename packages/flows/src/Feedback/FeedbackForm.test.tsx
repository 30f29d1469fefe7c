import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contract } from '@portal/api-contract';
import { mockCredentials } from '@portal/api-contract/mocks';
import { feedbackDescribe, feedbackMachine } from '@portal/machines';
import { startAt } from '../test/actors';
import { withMockApi } from '../test/flowActors';
import { renderWithProviders } from '@portal/ui/testing';
import { FeedbackForm } from './FeedbackForm';

const flowActors = withMockApi();

function start() {
  const { actors, sentTo } = flowActors();
  const actor = startAt(
    feedbackMachine.provide(actors.feedback),
    { sender: 'player01' },
    feedbackDescribe,
    'editing',
  );
  renderWithProviders(<FeedbackForm actorRef={actor} onContactSupport={vi.fn()} />);
  return { sentTo };
}

async function fillIn(captcha: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /Question type/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Withdrawal' }));
  await userEvent.type(screen.getByLabelText(/Description/), 'My withdrawal has not arrived yet.');
  expect(screen.getByText('34 / 200')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/Captcha/, { selector: 'input' }), captcha);
  await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
}

describe('FeedbackForm', () => {
  it('warns about the empty fields', async () => {
    start();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Question type, Description, Captcha is empty');
  });

  it('sends type, description, captcha and the captcha’s key', async () => {
    const { sentTo } = start();
    await fillIn(mockCredentials.captcha);
    await screen.findByText('Thank you, we have received your feedback');
    expect(sentTo(contract.support.feedback)).toEqual([
      {
        content: 'My withdrawal has not arrived yet.',
        sender: 'player01',
        type: 2,
        captcha: mockCredentials.captcha,
        captchaKey: 'captcha-sample',
      },
    ]);
  });

  it('shows the server’s refusal of a wrong captcha', async () => {
    start();
    await fillIn('9999');
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.queryByText('Thank you, we have received your feedback')).toBeNull();
  });
});
