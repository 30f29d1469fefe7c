import { useTranslation } from 'react-i18next';
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
}

/**
 * A statechart drawn as nested regions (Harel style): compound and parallel states contain their
 * children, each state lists its outgoing transitions, and the current states are highlighted
 * and marked `aria-current` so QA and screen readers see the same thing.
 */
export function StateChart({ machineId, nodes, edges, active }: StateChartProps) {
  const { t } = useTranslation('common');
  const root = nodes.find((node) => node.parentId === null);
  if (!root) return null;
  const childrenOf = (id: string) => nodes.filter((node) => node.parentId === id);
  const keyOf = (id: string) => nodes.find((node) => node.id === id)?.key ?? id;

  const renderState = (node: StateChartNode) => {
    const kids = childrenOf(node.id);
    const isActive = active.includes(node.id);
    const outgoing = edges.filter((edge) => edge.source === node.id);
    return (
      <li
        key={node.id}
        className={styles.state({ compound: kids.length > 0 })}
        aria-current={isActive ? 'true' : undefined}
      >
        <span className={styles.stateName}>
          {node.key}
          {node.initial ? <span className={styles.tag}>({t('stateChart.initial')})</span> : null}
          {node.type === 'final' ? <span className={styles.tag}>({t('stateChart.final')})</span> : null}
          {node.type === 'parallel' ? <span className={styles.tag}>({t('stateChart.parallel')})</span> : null}
          {isActive && kids.length === 0 ? (
            <span className={styles.currentTag}>● {t('stateChart.current')}</span>
          ) : null}
        </span>
        {outgoing.length > 0 ? (
          <ul className={styles.transitions}>
            {outgoing.map((edge, index) => (
              <li key={`${edge.event}-${index}`}>
                <span className={styles.event}>{edge.event}</span>
                {edge.guard ? ` [${t('stateChart.guard', { guard: edge.guard })}]` : ''} →{' '}
                {edge.targets.length > 0
                  ? edge.targets.map(keyOf).join(', ')
                  : t('stateChart.selfTransition')}
              </li>
            ))}
          </ul>
        ) : null}
        {kids.length > 0 ? (
          <ul className={styles.children({ parallel: node.type === 'parallel' })}>{kids.map(renderState)}</ul>
        ) : null}
      </li>
    );
  };

  return (
    <section className={styles.chart} aria-labelledby={`statechart-${machineId}`}>
      <h2 id={`statechart-${machineId}`} className={styles.heading}>
        {t('stateChart.title', { machine: machineId })}
      </h2>
      <ul className={styles.children({ parallel: root.type === 'parallel' })}>
        {childrenOf(root.id).map(renderState)}
      </ul>
    </section>
  );
}
