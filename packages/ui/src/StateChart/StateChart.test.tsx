import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { StateChart } from './StateChart';
import { smsButtonEdges, smsButtonNodes } from './StateChart.fixture';

describe('StateChart', () => {
  it('nests states in their parents and lists each transition with guard and target', () => {
    renderWithProviders(
      <StateChart machineId="smsButton" nodes={smsButtonNodes} edges={smsButtonEdges} active={[]} />,
    );
    const flow = screen.getByText('flow').closest('li')!;
    expect(within(flow).getByText('sending')).toBeInTheDocument();
    expect(within(flow).queryByText('closed')).not.toBeInTheDocument();
    const idle = screen.getByText('idle').closest('li')!;
    expect(idle).toHaveTextContent('SEND [if mobileValid] → sending');
    expect(idle).toHaveTextContent('(initial)');
  });

  it('marks the active states as current', () => {
    renderWithProviders(
      <StateChart
        machineId="smsButton"
        nodes={smsButtonNodes}
        edges={smsButtonEdges}
        active={['flow', 'flow.sending']}
      />,
    );
    expect(screen.getByText('sending').closest('li')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('idle').closest('li')).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading')).toHaveTextContent('Statechart of smsButton');
  });
});
