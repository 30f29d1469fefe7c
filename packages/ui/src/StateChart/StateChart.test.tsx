import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { StateChart } from './StateChart';
import { smsButtonEdges, smsButtonNodes } from './StateChart.fixture';
import { fromElkLayout, layoutChart, toElkGraph, type PlacedState } from './layout';

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

  /** One arrow from (110, 60) down to (110, 70) and right to (210, 70), with what ELK said of its label. */
  const placedLabel = (label: { x?: number; y?: number }) =>
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
                startPoint: { x: 110, y: 60 },
                bendPoints: [{ x: 110, y: 70 }],
                endPoint: { x: 210, y: 70 },
              },
            ],
            labels: [{ ...label, width: 40, height: 16 }],
          },
        ],
      },
      smsButtonNodes,
      smsButtonEdges,
    ).edges[0]?.label;

  it('draws a label where ELK placed it, in the chart’s coordinates like its route', () => {
    expect(placedLabel({ x: 120, y: 74 })).toEqual({ x: 120, y: 74, width: 40, height: 16 });
  });

  it('puts a label ELK did not place on the middle of its route’s longest segment', () => {
    expect(placedLabel({})).toEqual({ x: 140, y: 62, width: 40, height: 16 });
  });

  it('lays the chart out with no arrow’s label over a state, inside the chart', async () => {
    const layout = await layoutChart(smsButtonNodes, smsButtonEdges, {
      state: (node) => ({ width: 8 * node.key.length + 40, height: 28 }),
      edgeLabel: (edge) => ({ width: 7 * (edge.event.length + (edge.guard?.length ?? 0)), height: 16 }),
      header: 24,
      gap: 12,
    });
    const boxes: { name: string; x: number; y: number; width: number; height: number }[] = [];
    const collect = (states: readonly PlacedState[], originX: number, originY: number) =>
      states.forEach((state) => {
        const x = originX + state.x;
        const y = originY + state.y;
        if (state.children.length === 0)
          boxes.push({ name: state.node.key, x, y, width: state.width, height: state.height });
        collect(state.children, x, y);
      });
    collect(layout.states, 0, 0);
    const overlaps = layout.edges.flatMap(({ edge, label }) =>
      boxes
        .filter(
          (box) =>
            label.x < box.x + box.width &&
            label.x + label.width > box.x &&
            label.y < box.y + box.height &&
            label.y + label.height > box.y,
        )
        .map((box) => `${edge.event} over ${box.name}`),
    );
    expect(overlaps).toEqual([]);
    for (const { label } of layout.edges) {
      expect(label.x + label.width).toBeLessThanOrEqual(layout.width);
      expect(label.y + label.height).toBeLessThanOrEqual(layout.height);
    }
  });
});
