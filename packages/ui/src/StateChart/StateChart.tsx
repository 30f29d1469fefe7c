import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { isArrow, layoutChart, type ChartLayout, type PlacedState, type TextSize } from './layout';
import * as styles from './StateChart.css';

/** The shape `machineToGraph` in @portal/machines produces; ui stays independent of XState. */
export interface StateChartNode {
  id: string;
  key: string;
  parentId: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial: boolean;
}

export interface StateChartEdge {
  source: string;
  targets: readonly string[];
  event: string;
  guard: string | null;
}

export interface StateChartProps {
  machineId: string;
  nodes: readonly StateChartNode[];
  edges: readonly StateChartEdge[];
  /** Dot paths of the states the machine is in (parents included). */
  active: readonly string[];
  /** The state picked with `onSelect`, shown pressed. */
  selected?: string | null;
  /** Makes every state a button that picks it (to ask for the way there). */
  onSelect?: (stateId: string) => void;
  /**
   * A chart wider than its container scrolls inside it (default), or grows the container to show
   * all of it at once (a page of its own, a screenshot of the whole chart).
   */
  overflow?: (typeof chartOverflows)[number];
}

export const chartOverflows = ['scroll', 'grow'] as const;

// Layout spacing in CSS pixels: ELK takes numbers, and boxes are measured in the page first.
const GAP = 12;
/** Used where nothing is laid out to measure with (unit tests in a DOM without layout). */
const ESTIMATE = { charWidth: 8, lineHeight: 20, padding: 16 } as const;

function estimate(lines: readonly string[]): TextSize {
  const longest = Math.max(0, ...lines.map((line) => line.length));
  return {
    width: longest * ESTIMATE.charWidth + ESTIMATE.padding,
    height: lines.length * ESTIMATE.lineHeight + ESTIMATE.padding,
  };
}

function useLabels() {
  const { t } = useTranslation('common');
  const edgeText = (edge: StateChartEdge) =>
    edge.guard ? `${edge.event} [${t('stateChart.guard', { guard: edge.guard })}]` : edge.event;
  const tags = (node: StateChartNode) =>
    [
      node.initial ? t('stateChart.initial') : null,
      node.type === 'final' ? t('stateChart.final') : null,
      node.type === 'parallel' ? t('stateChart.parallel') : null,
    ].filter((tag): tag is string => tag !== null);
  return { t, edgeText, tags };
}

type Labels = ReturnType<typeof useLabels>;

interface StateContentProps {
  node: StateChartNode;
  /** Transitions that stay in the state (no target): listed inside it, not drawn as loops. */
  staying: readonly StateChartEdge[];
  labels: Labels;
  keyOf: (id: string) => string;
}

function StateContent({ node, staying, labels, keyOf }: StateContentProps) {
  const tags = labels.tags(node);
  return (
    <>
      <span className={styles.stateName}>
        {node.key}
        {tags.length > 0 ? <span className={styles.tag}>({tags.join(', ')})</span> : null}
      </span>
      {staying.map((edge, index) => (
        <span key={`${edge.event}-${index}`} className={styles.staying}>
          {labels.edgeText(edge)} {edge.targets.length > 0 ? `→ ${edge.targets.map(keyOf).join(', ')}` : '↺'}
        </span>
      ))}
    </>
  );
}

function EdgeText({ edge, labels }: { edge: StateChartEdge; labels: Labels }) {
  return (
    <>
      <span className={styles.event}>{edge.event}</span>
      {edge.guard ? ` [${labels.t('stateChart.guard', { guard: edge.guard })}]` : null}
    </>
  );
}

/**
 * A statechart drawn as a graph and laid out by ELK: states are boxes (compound and parallel states
 * hold their children), transitions are arrows labelled with event and guard, transitions that
 * stay in a state are listed in it. Current states are highlighted and marked `aria-current`;
 * with `onSelect` every state is a named button.
 */
export function StateChart({
  machineId,
  nodes,
  edges,
  active,
  selected = null,
  onSelect,
  overflow = 'scroll',
}: StateChartProps) {
  const labels = useLabels();
  const { t, edgeText } = labels;
  const headingId = useId();
  // useId's characters are not valid in a url(#…) reference.
  const arrowId = `statechart-arrow-${headingId.replace(/[^\w-]/g, '')}`;
  const measureRef = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<ChartLayout | null>(null);
  const root = nodes.find((node) => node.parentId === null);
  /** Transitions of a state listed as text: those that stay, and those of the machine itself. */
  const stayingIn = (id: string) => edges.filter((edge) => edge.source === id && !isArrow(edge, root?.id));
  const keyOf = (id: string) => nodes.find((node) => node.id === id)?.key ?? id;

  useEffect(() => {
    let cancelled = false;
    const measured = (name: string, fallback: readonly string[]): TextSize => {
      const element = measureRef.current?.querySelector(`[data-measure="${CSS.escape(name)}"]`);
      const rect = element?.getBoundingClientRect();
      return rect && rect.width > 0
        ? { width: Math.ceil(rect.width), height: Math.ceil(rect.height) }
        : estimate(fallback);
    };
    const run = async () => {
      // Boxes are sized from their text, so the brand's fonts must be in before measuring.
      if (typeof document !== 'undefined' && 'fonts' in document) await document.fonts.ready;
      if (cancelled) return;
      const stateSizes = new Map(
        nodes.map((node) => [
          node.id,
          measured(`state:${node.id}`, [
            node.key,
            ...stayingIn(node.id).map((edge) => `${edgeText(edge)} → ${edge.targets.map(keyOf).join(', ')}`),
          ]),
        ]),
      );
      const edgeSizes = new Map(
        edges.map((edge, index) => [edge, measured(`edge:${index}`, [edgeText(edge)])]),
      );
      const laidOut = await layoutChart(nodes, edges, {
        state: (node) => stateSizes.get(node.id) ?? estimate([node.key]),
        edgeLabel: (edge) => edgeSizes.get(edge) ?? estimate([edgeText(edge)]),
        header: ESTIMATE.lineHeight,
        gap: GAP,
      });
      if (!cancelled) setLayout(laidOut);
    };
    void run();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the label helpers are new each render; they change only with `t`
  }, [nodes, edges, t]);

  if (!root) return null;

  const describe = (node: StateChartNode) =>
    edges
      .filter((edge) => edge.source === node.id)
      .map(
        (edge) =>
          `${edgeText(edge)} → ${edge.targets.length > 0 ? edge.targets.map(keyOf).join(', ') : t('stateChart.selfTransition')}`,
      )
      .join('; ');

  const renderState = (placed: PlacedState): ReactNode => {
    const { node } = placed;
    const isActive = active.includes(node.id);
    const compound = placed.children.length > 0;
    const description = describe(node);
    const descriptionId = `${headingId}-${node.id}-transitions`;
    const content = <StateContent node={node} staying={stayingIn(node.id)} labels={labels} keyOf={keyOf} />;
    const label = onSelect ? (
      <button
        type="button"
        className={styles.stateButton({ compound })}
        aria-pressed={selected === node.id}
        aria-describedby={description ? descriptionId : undefined}
        onClick={() => onSelect(node.id)}
      >
        {content}
      </button>
    ) : (
      <div className={styles.stateLabel({ compound })}>{content}</div>
    );
    return (
      <div
        key={node.id}
        role="group"
        aria-label={node.key}
        aria-current={isActive ? 'true' : undefined}
        data-state-id={node.id}
        data-state-key={node.key}
        data-type={node.type}
        className={styles.state({ compound, parallel: node.type === 'parallel' })}
        style={{ left: placed.x, top: placed.y, width: placed.width, height: placed.height }}
      >
        {label}
        {description ? <VisuallyHidden id={descriptionId}>{description}</VisuallyHidden> : null}
        {placed.children.map(renderState)}
      </div>
    );
  };

  return (
    <section className={styles.chart[overflow]} aria-labelledby={headingId} aria-busy={layout === null}>
      <h2 id={headingId} className={styles.heading}>
        {t('stateChart.title', { machine: machineId })}
      </h2>
      {root && stayingIn(root.id).length > 0 ? (
        <p className={styles.machineTransitions}>
          <StateContent
            node={{ ...root, initial: false }}
            staying={stayingIn(root.id)}
            labels={labels}
            keyOf={keyOf}
          />
        </p>
      ) : null}
      {layout ? (
        <div
          className={styles.scroller[overflow]}
          role="region"
          aria-label={t('stateChart.canvas', { machine: machineId })}
          tabIndex={overflow === 'scroll' ? 0 : undefined}
        >
          <div className={styles.canvas} style={{ width: layout.width, height: layout.height }}>
            {layout.states.map(renderState)}
            {/* Over the boxes: a compound state's background would hide the arrows inside it. */}
            <svg
              className={styles.arrows}
              width={layout.width}
              height={layout.height}
              aria-hidden="true"
              focusable="false"
            >
              <defs>
                <marker
                  id={arrowId}
                  viewBox="0 0 10 10"
                  refX="10"
                  refY="5"
                  markerWidth="8"
                  markerHeight="8"
                  orient="auto-start-reverse"
                >
                  <path d="M 0 0 L 10 5 L 0 10 z" className={styles.arrowHead} />
                </marker>
              </defs>
              {layout.edges.map((placed) => (
                <path
                  key={placed.id}
                  className={styles.arrow}
                  d={placed.points
                    .map((point, index) => `${index === 0 ? 'M' : 'L'} ${point.x} ${point.y}`)
                    .join(' ')}
                  markerEnd={`url(#${arrowId})`}
                />
              ))}
            </svg>
            {layout.edges.map((placed) => (
              <span
                key={placed.id}
                aria-hidden="true"
                className={styles.edgeLabel}
                style={{ left: placed.label.x, top: placed.label.y, width: placed.label.width }}
              >
                <EdgeText edge={placed.edge} labels={labels} />
              </span>
            ))}
          </div>
        </div>
      ) : (
        <p className={styles.pending}>{t('stateChart.layingOut')}</p>
      )}
      {layout ? null : (
        // Text measured at its drawn size before the layout: never seen, never read out.
        <div ref={measureRef} className={styles.measure} aria-hidden="true">
          {nodes.map((node) => (
            <div
              key={node.id}
              data-measure={`state:${node.id}`}
              className={styles.stateLabel({ compound: false })}
            >
              <StateContent node={node} staying={stayingIn(node.id)} labels={labels} keyOf={keyOf} />
            </div>
          ))}
          {edges.map((edge, index) => (
            <span key={index} data-measure={`edge:${index}`} className={styles.edgeLabel}>
              <EdgeText edge={edge} labels={labels} />
            </span>
          ))}
        </div>
      )}
    </section>
  );
}
