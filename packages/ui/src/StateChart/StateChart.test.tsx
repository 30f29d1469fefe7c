import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { StateChart } from './StateChart';
import { smsButtonEdges, smsButtonNodes } from './StateChart.fixture';
import { fromElkLayout, toElkGraph } from './layout';

/** Renders the chart and waits for ELK (loaded on first use) to lay it out. */
async function chart(props: Partial<Parameters<typeof StateChart>[0]> = {}) {
  renderWithProviders(
    <StateChart machineId="smsButton" nodes={smsButtonNodes} edges={smsButtonEdges} active={[]} {...props} />,
  );
  expect(screen.getByText('Laying out the chart…')).toBeInTheDocument();
  await screen.findByRole('region', { name: /^Chart of smsButton/ }, { timeout: 10_000 });
}

describe('StateChart', () => {
  it('draws states inside their parents and labels each arrow with its event and guard', async () => {
    await chart();
    const flow = screen.getByRole('group', { name: 'flow' });
    expect(within(flow).getByRole('group', { name: 'sending' })).toBeInTheDocument();
    expect(within(flow).queryByRole('group', { name: 'closed' })).not.toBeInTheDocument();
    expect(screen.getAllByText('SEND')[0]?.parentElement).toHaveTextContent('SEND [if mobileValid]');
    // A transition that stays in its state is listed in it, not drawn as a loop.
    expect(within(screen.getByRole('group', { name: 'counting' })).getByText('TICK ↺')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'idle' })).toHaveTextContent('(initial)');
    expect(screen.getByRole('heading')).toHaveTextContent('Statechart of smsButton');
  });

  it('marks the active states as current', async () => {
    await chart({ active: ['flow', 'flow.sending'] });
    expect(screen.getByRole('group', { name: 'sending' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', { name: 'idle' })).not.toHaveAttribute('aria-current');
  });

  it('makes every state a named button when states can be picked', async () => {
    const onSelect = vi.fn();
    await chart({ onSelect, selected: 'flow.idle' });
    const idle = screen.getByRole('button', { name: /^idle/ });
    expect(idle).toHaveAttribute('aria-pressed', 'true');
    expect(idle).toHaveAccessibleDescription('SEND [if mobileValid] → sending');
    await userEvent.click(screen.getByRole('button', { name: /^counting/ }));
    expect(onSelect).toHaveBeenCalledWith('flow.counting');
  });
});

describe('chart layout', () => {
  const measures = {
    state: () => ({ width: 80, height: 24 }),
    edgeLabel: () => ({ width: 40, height: 16 }),
    header: 24,
    gap: 12,
  };

  it('nests compound states and keeps a header above their children', () => {
    const graph = toElkGraph(smsButtonNodes, smsButtonEdges, measures);
    expect(graph.children?.map((child) => child.id)).toEqual(['state:flow', 'state:throttle']);
    expect(graph.children?.[0]?.children?.map((child) => child.id)).toEqual([
      'state:flow.idle',
      'state:flow.sending',
      'state:flow.counting',
      'state:flow.resendable',
    ]);
    // One arrow per target; the targetless TICK is listed in its state instead.
    expect(graph.edges).toHaveLength(smsButtonEdges.length - 1);
  });

  const placedLayout = (label: { x: number; y: number }, route = { from: 110, to: 210 }) =>
    fromElkLayout(
      {
        id: 'chart',
        width: 300,
        height: 300,
        children: [{ id: 'state:flow', x: 100, y: 50, width: 150, height: 200, children: [] }],
        edges: [
          {
            id: 'edge:0:0',
            sources: [],
            targets: [],
            sections: [
              {
                id: 's',
                startPoint: { x: route.from, y: 60 },
                bendPoints: [{ x: route.from, y: 70 }],
                endPoint: { x: route.to, y: 70 },
              },
            ],
            labels: [{ ...label, width: 40, height: 16 }],
          },
        ],
      },
      smsButtonNodes,
      smsButtonEdges,
    );
  const placedLabel = (label: { x: number; y: number }) => placedLayout(label).edges[0]?.label;

  it('reads a label’s place relative to the box that puts it on its arrow', () => {
    expect(placedLabel({ x: 20, y: 12 })).toEqual({ x: 120, y: 62, width: 40, height: 16 });
  });

  it('puts a label ELK left far from its arrow on the middle of the longest segment', () => {
    expect(placedLabel({ x: 900, y: 900 })).toEqual({ x: 140, y: 62, width: 40, height: 16 });
  });

  it('grows the chart to hold a label that reaches past the boxes and routes ELK sized it by', () => {
    // An arrow along the chart's right edge, its label placed on it but running 20 px past 300.
    const layout = placedLayout({ x: 180, y: 12 }, { from: 250, to: 290 });
    expect(layout.edges[0]?.label).toEqual({ x: 280, y: 62, width: 40, height: 16 });
    expect({ width: layout.width, height: layout.height }).toEqual({ width: 320, height: 300 });
  });
});
