import { describe, expect, it } from 'vitest';
import { and, createMachine, not, or } from 'xstate';
import { activeStatePaths, machineToGraph } from './graph';

const machine = createMachine({
  id: 'door',
  type: 'parallel',
  states: {
    lock: {
      initial: 'locked',
      states: {
        locked: { on: { UNLOCK: { target: 'unlocked', guard: 'hasKey' } } },
        unlocked: { on: { LOCK: 'locked' }, after: { 1000: 'locked' } },
      },
    },
    light: { initial: 'off', states: { off: { on: { TOGGLE: 'on' } }, on: { on: { TOGGLE: 'off' } } } },
  },
});

describe('machineToGraph', () => {
  const graph = machineToGraph(machine);

  it('lists every state with its parent, type and initial flag', () => {
    expect(graph.nodes.map((node) => node.id)).toEqual([
      '',
      'lock',
      'lock.locked',
      'lock.unlocked',
      'light',
      'light.off',
      'light.on',
    ]);
    expect(graph.nodes.find((node) => node.id === '')?.type).toBe('parallel');
    expect(graph.nodes.find((node) => node.id === 'lock.locked')).toMatchObject({
      parentId: 'lock',
      initial: true,
      type: 'atomic',
    });
    expect(graph.nodes.find((node) => node.id === 'lock.unlocked')?.initial).toBe(false);
  });

  it('lists transitions with readable events, targets and guards', () => {
    expect(graph.edges).toContainEqual({
      source: 'lock.locked',
      targets: ['lock.unlocked'],
      event: 'UNLOCK',
      guard: 'hasKey',
    });
    expect(graph.edges).toContainEqual({
      source: 'lock.unlocked',
      targets: ['lock.locked'],
      event: 'after 1000 ms',
      guard: null,
    });
    expect(graph.edges.filter((edge) => edge.event === 'TOGGLE')).toHaveLength(2);
  });

  it('names combined guards by what they combine, even when bundlers rename functions', () => {
    const combined = createMachine({
      id: 'gate',
      initial: 'shut',
      states: {
        shut: {
          on: {
            OPEN: { target: 'open', guard: and(['hasKey', not('alarmOn')]) },
            FORCE: { target: 'open', guard: or(['isAdmin', 'isFire']) },
          },
        },
        open: {},
      },
    });
    const edges = machineToGraph(combined).edges;
    expect(edges.find((edge) => edge.event === 'OPEN')?.guard).toBe('(hasKey and not alarmOn)');
    expect(edges.find((edge) => edge.event === 'FORCE')?.guard).toBe('(isAdmin or isFire)');
  });
});

describe('activeStatePaths', () => {
  it('flattens nested and parallel state values', () => {
    expect(activeStatePaths({ lock: 'locked', light: 'on' })).toEqual([
      'lock',
      'lock.locked',
      'light',
      'light.on',
    ]);
    expect(activeStatePaths('idle')).toEqual(['idle']);
  });
});

describe('xstate internals graph.ts relies on', () => {
  // guardLabel tells `and`/`or`/`not` apart by the `check` function each combinator shares across
  // calls, and reads its operands from `guards`: neither is public API. If an xstate upgrade breaks
  // this, charts would silently draw "inline guard"; this fails first and says where to look.
  const help = 'see guardLabel in shared/graph.ts: xstate changed how and/or/not guards are built';
  type Combined = { check?: unknown; guards?: unknown[] };
  const inspect = (guard: unknown) => guard as Combined;

  it('gives every `and`, `or` and `not` guard its own shared check function', () => {
    const checks = [and(['a', 'b']), or(['a', 'b']), not('a')].map((guard) => inspect(guard).check);
    expect(
      checks.every((check) => typeof check === 'function'),
      help,
    ).toBe(true);
    expect(new Set(checks).size, help).toBe(3);
    expect(inspect(and(['c'])).check, help).toBe(checks[0]);
    expect(inspect(or(['c'])).check, help).toBe(checks[1]);
    expect(inspect(not('c')).check, help).toBe(checks[2]);
  });

  it('keeps the operands of a combined guard in `guards`', () => {
    expect(inspect(and(['a', not('b')])).guards?.[0], help).toBe('a');
    expect(inspect(inspect(or(['a', not('b')])).guards?.[1]).guards, help).toEqual(['b']);
  });
});
