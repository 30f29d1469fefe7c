import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type {
  ActorRefFrom,
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
  InputFrom,
  SnapshotFrom,
  StateValue,
} from 'xstate';
import { activeStatePaths, eventLabel, machineToGraph } from '@portal/machines';
import { Button, StateChart, useTranslation } from '@portal/ui';
import * as layoutStyles from '../FlowStory/FlowStory.css';
import * as styles from './MachineWalkView.css';
import {
  acceptedSamples,
  planWalk,
  type MachineWalk,
  type PathFinder,
  type WalkPath,
  type WalkStep,
} from './walkPlan';
import {
  createWalkRecorder,
  replayPath,
  type ReplayResult,
  type SwitchBoard,
  type WalkRecorder,
} from './walkSession';

/** The leaf states of a value, as dot paths: what the log and the path list show. */
export function leafStates(value: StateValue): string[] {
  const paths = activeStatePaths(value);
  return paths.filter((path) => !paths.some((other) => other.startsWith(`${path}.`)));
}

/** An event with its payload in one line: `SUBMIT username=newlocation, password=Demo1234`. */
export function describeEvent(event: EventObject): string {
  const fields: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (value !== null && typeof value === 'object' && !(value instanceof Error)) {
      Object.entries(value).forEach(([inner, child]) => visit(child, inner));
    } else if (value instanceof Error)
      fields.push(`${key}=${'code' in value ? String(value.code) : value.message}`);
    else if (value !== undefined) fields.push(`${key}=${String(value)}`);
  };
  const { type, ...payload } = event;
  // Actor answers carry whole responses: their name says enough.
  if (!type.startsWith('xstate.')) visit(payload, '');
  return [eventLabel(type), fields.join(', ')].filter(Boolean).join(' ');
}

const plans = new WeakMap<object, Map<string, PathFinder>>();

/** One plan per walk and input, kept for the page's life: planning traverses the whole graph. */
function plannerFor<TMachine extends AnyStateMachine, TSwitch extends string>(
  machine: TMachine,
  walk: MachineWalk<TMachine, TSwitch>,
  input: InputFrom<TMachine>,
): PathFinder {
  const byInput = plans.get(walk) ?? new Map<string, PathFinder>();
  plans.set(walk, byInput);
  const key = JSON.stringify(input);
  let finder = byInput.get(key);
  if (!finder) {
    finder = planWalk(machine, walk, input);
    byInput.set(key, finder);
  }
  return finder;
}

export interface MachineWalkViewProps<TMachine extends AnyStateMachine, TSwitch extends string> {
  /** Makes a machine with fresh actors over a fresh mock world: one per run. */
  start: () => TMachine;
  input: InputFrom<TMachine>;
  walk: MachineWalk<TMachine, TSwitch>;
  switches: SwitchBoard<TSwitch>;
  /** The bound UI of the running actor. */
  children: (actorRef: ActorRefFrom<TMachine>) => ReactNode;
}

type Replay = { path: WalkPath; result: ReplayResult | null };

/**
 * A machine QA can walk: the bound UI beside its chart, the events the live actor accepts as
 * buttons, the server answers as switches, an event log, and the shortest path to any state picked
 * on the chart, replayed on a fresh actor from the start.
 */
export function MachineWalkView<TMachine extends AnyStateMachine, TSwitch extends string>({
  start,
  input,
  walk,
  switches,
  children,
}: MachineWalkViewProps<TMachine, TSwitch>) {
  const [run, setRun] = useState(() => ({ id: 0, machine: start(), replay: null as Replay | null }));
  const restartWith = (replay: Replay | null) => {
    // A replay sets the switches its path needs; starting again keeps QA's, for answers at the start.
    if (replay) switches.reset();
    setRun((current) => ({ id: current.id + 1, machine: start(), replay }));
  };
  return (
    <WalkRun
      key={run.id}
      machine={run.machine}
      input={input}
      walk={walk}
      switches={switches}
      replay={run.replay}
      onReplay={(path) => restartWith({ path, result: null })}
      onRestart={() => restartWith(null)}
    >
      {children}
    </WalkRun>
  );
}

interface WalkRunProps<TMachine extends AnyStateMachine, TSwitch extends string> {
  machine: TMachine;
  input: InputFrom<TMachine>;
  walk: MachineWalk<TMachine, TSwitch>;
  switches: SwitchBoard<TSwitch>;
  replay: Replay | null;
  onReplay: (path: WalkPath) => void;
  onRestart: () => void;
  children: (actorRef: ActorRefFrom<TMachine>) => ReactNode;
}

type StartActor = (logic: AnyStateMachine, options: object) => AnyActorRef;

function WalkRun<TMachine extends AnyStateMachine, TSwitch extends string>({
  machine,
  input,
  walk,
  switches,
  replay,
  onReplay,
  onRestart,
  children,
}: WalkRunProps<TMachine, TSwitch>) {
  const { t } = useTranslation('common');
  const [recorder] = useState(() => createWalkRecorder());
  const actorRef = (useActorRef as unknown as StartActor)(machine, {
    input,
    inspect: recorder.inspect,
  }) as ActorRefFrom<TMachine>;
  const snapshot = useSelector(actorRef as AnyActorRef, (current) => current as AnyMachineSnapshot);
  const entries = useSyncExternalStore(recorder.subscribe, () => recorder.entries.length);
  const graph = useMemo(() => machineToGraph(machine), [machine]);
  const active = useMemo(() => activeStatePaths(snapshot.value as StateValue), [snapshot.value]);
  const [picked, setPicked] = useState<string | null>(replay?.path.target ?? null);
  const [path, setPath] = useState<WalkPath | null | 'planning'>(replay?.path ?? null);
  const [result, setResult] = useState<ReplayResult | null | 'running'>(replay ? 'running' : null);
  const switchesOn = useSyncExternalStore(switches.subscribe, () =>
    walk.switches.filter((name) => switches.isOn(name)).join(' '),
  );

  useEffect(() => {
    if (!replay) return;
    let cancelled = false;
    void replayPath({
      path: replay.path,
      recorder,
      send: (event) => (actorRef as AnyActorRef).send(event),
      switches,
    }).then((outcome) => {
      if (!cancelled) setResult(outcome);
    });
    return () => {
      cancelled = true;
    };
  }, [replay, recorder, actorRef, switches]);

  const pick = (stateId: string) => {
    setPicked(stateId);
    setPath('planning');
    setResult(null);
    // Let "finding the way" paint first: the first plan traverses the whole graph.
    setTimeout(() => setPath(plannerFor(machine, walk, input)(stateId)), 0);
  };

  const send = (event: EventObject) => (actorRef as AnyActorRef).send(recorder.markSent(event));
  const accepted = acceptedSamples(walk, snapshot as SnapshotFrom<TMachine>);
  const keyOf = (id: string) => graph.nodes.find((node) => node.id === id)?.key ?? id;

  const stepText = (step: WalkStep) => {
    if (step.kind === 'switch')
      return t(step.event.on ? 'stateChart.walk.switchOn' : 'stateChart.walk.switchOff', {
        answer: t(
          `stateChart.walk.switches.${step.event.name}` as 'stateChart.walk.switches.captchaDemanded',
        ),
      });
    const states = leafStates(step.value).join(', ');
    return step.kind === 'send'
      ? t('stateChart.walk.sendStep', { event: describeEvent(step.event), states })
      : t('stateChart.walk.awaitStep', { event: describeEvent(step.event), states });
  };

  return (
    <div className={layoutStyles.layout}>
      <div className={layoutStyles.pane} data-testid="flow-ui">
        {children(actorRef)}
      </div>
      <div className={styles.walk}>
        <div className={layoutStyles.chartPane} data-testid="flow-chart">
          <StateChart
            machineId={graph.id}
            nodes={graph.nodes}
            edges={graph.edges}
            active={active}
            selected={picked}
            onSelect={pick}
          />
        </div>

        <section className={styles.panel} aria-labelledby="walk-events">
          <h3 id="walk-events" className={styles.heading}>
            {t('stateChart.walk.events')}
          </h3>
          {accepted.length > 0 ? (
            <ul className={styles.buttons}>
              {accepted.map((event) => (
                <li key={describeEvent(event)}>
                  <Button size="sm" variant="secondary" onClick={() => send(event)}>
                    {describeEvent(event)}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.note}>{t('stateChart.walk.noEvents')}</p>
          )}
          <Button size="sm" variant="ghost" onClick={onRestart}>
            {t('stateChart.walk.restart')}
          </Button>
        </section>

        {walk.switches.length > 0 ? (
          <fieldset className={styles.panel}>
            <legend className={styles.heading}>{t('stateChart.walk.serverAnswers')}</legend>
            {walk.switches.map((name) => (
              <label key={name} className={styles.switch_}>
                <input
                  type="checkbox"
                  checked={switchesOn.split(' ').includes(name)}
                  onChange={(changed) => switches.set(name, changed.currentTarget.checked)}
                />
                {t(`stateChart.walk.switches.${name}` as 'stateChart.walk.switches.captchaDemanded')}
              </label>
            ))}
          </fieldset>
        ) : null}

        <section className={styles.panel} aria-labelledby="walk-path">
          <h3 id="walk-path" className={styles.heading}>
            {picked ? t('stateChart.walk.pathTo', { state: keyOf(picked) }) : t('stateChart.walk.pickState')}
          </h3>
          {path === 'planning' ? <p role="status">{t('stateChart.walk.planning')}</p> : null}
          {path === null && picked ? <p role="status">{t('stateChart.walk.noPath')}</p> : null}
          {path && path !== 'planning' ? (
            <>
              {path.steps.length === 0 ? (
                <p className={styles.note}>{t('stateChart.walk.atStart')}</p>
              ) : (
                <ol className={styles.steps} aria-labelledby="walk-path">
                  {path.steps.map((step, index) => (
                    <li key={index}>{stepText(step)}</li>
                  ))}
                </ol>
              )}
              <Button size="sm" onClick={() => onReplay(path)}>
                {t('stateChart.walk.replay')}
              </Button>
            </>
          ) : null}
          <p role="status" className={styles.note}>
            {result === 'running'
              ? t('stateChart.walk.replaying')
              : result?.arrived === true
                ? t('stateChart.walk.arrived', { state: keyOf(picked ?? '') })
                : result?.arrived === false
                  ? t('stateChart.walk.stopped', {
                      step: result.failedStep + 1,
                      states: leafStates(result.expected).join(', '),
                    })
                  : ''}
          </p>
        </section>

        <section className={styles.panel} aria-labelledby="walk-log">
          <h3 id="walk-log" className={styles.heading}>
            {t('stateChart.walk.log')}
          </h3>
          <EventLog recorder={recorder} count={entries} />
        </section>
      </div>
    </div>
  );
}

function EventLog({ recorder, count }: { recorder: WalkRecorder; count: number }) {
  const { t } = useTranslation('common');
  const shown = recorder.entries.slice(0, count);
  return (
    <div
      role="log"
      aria-live="polite"
      aria-labelledby="walk-log"
      className={styles.logBox}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable scroll container (long logs)
      tabIndex={0}
    >
      <ol className={styles.log}>
        {shown.map((entry) => (
          <li key={entry.id} data-sent={entry.sent} className={styles.logEntry}>
            {t('stateChart.walk.logEntry', {
              seconds: (entry.at / 1000).toFixed(3),
              event: describeEvent(entry.event),
              from: entry.from === null ? '—' : leafStates(entry.from).join(', '),
              to: leafStates(entry.to).join(', '),
            })}
          </li>
        ))}
      </ol>
    </div>
  );
}
