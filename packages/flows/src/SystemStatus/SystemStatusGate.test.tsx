import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siteStatusAnswer } from '@portal/api-contract/mocks';
import { systemStatusDescribe, systemStatusMachine } from '@portal/machines';
import { startAt } from '../test/actors';
import { withMockApi } from '../test/flowActors';
import { renderWithProviders } from '@portal/ui/testing';
import { SystemStatusGate } from './SystemStatusGate';

const flowActors = withMockApi();

function start(uiState: string) {
  // The server says the site is under maintenance when the gate asks again.
  const { actors } = flowActors({ overrides: [siteStatusAnswer({ maintenance: true })] });
  const actor = startAt(
    systemStatusMachine.provide(actors.systemStatus),
    undefined,
    systemStatusDescribe,
    uiState,
  );
  renderWithProviders(
    <SystemStatusGate actorRef={actor}>
      <p>Application</p>
    </SystemStatusGate>,
  );
  return actor;
}

describe('SystemStatusGate', () => {
  it('renders the application only when normal', () => {
    start('normal');
    expect(screen.getByText('Application')).toBeInTheDocument();
  });

  it('shows the visitor IP when region-blocked', () => {
    start('regionBlocked');
    expect(screen.queryByText('Application')).toBeNull();
    expect(screen.getByText(/203\.0\.113\.7/)).toBeInTheDocument();
  });

  it('retries after a failure', async () => {
    start('failed');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
  });
});
