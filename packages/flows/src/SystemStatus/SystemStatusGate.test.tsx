import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { systemStatusDescribe, systemStatusMachine, type SystemStatusInfo } from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { SystemStatusGate } from './SystemStatusGate';

function start(
  uiState: string,
  info: SystemStatusInfo = { maintenance: true, regionRestriction: false, ip: null },
) {
  const machine = systemStatusMachine.provide({
    actors: { loadSystemStatus: fromPromise(async (): Promise<SystemStatusInfo> => info) },
  });
  const actor = startAt(machine, undefined, systemStatusDescribe, uiState);
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
