import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { StateChartEdge, StateChartNode } from './StateChart';

/** Width and height of a piece of text as drawn (measured in the page, estimated elsewhere). */
export interface TextSize {
  readonly width: number;
  readonly height: number;
}

/** What the layout needs measured: each state's box content and each transition's label. */
export interface ChartMeasures {
  /** The state's own content (name, tags, its transitions that stay in it). */
  readonly state: (node: StateChartNode) => TextSize;
  readonly edgeLabel: (edge: StateChartEdge) => TextSize;
  /** Height of a compound state's header line, kept free above its children. */
  readonly header: number;
  /** Space inside boxes and between states. */
  readonly gap: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A state placed by the layout; x and y are relative to its parent box. */
export interface PlacedState {
  readonly node: StateChartNode;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly children: readonly PlacedState[];
}

/** A transition drawn from one state to one target; coordinates relative to the chart. */
export interface PlacedEdge {
  readonly id: string;
  readonly edge: StateChartEdge;
  readonly target: string;
  readonly points: readonly Point[];
  readonly label: Point & TextSize;
}

export interface ChartLayout {
  readonly width: number;
  readonly height: number;
  readonly states: readonly PlacedState[];
  readonly edges: readonly PlacedEdge[];
}

/** Transitions that leave the state drawn as arrows; those with no target are listed in the state. */
export const isArrow = (edge: StateChartEdge) => edge.targets.length > 0;

const elkId = (stateId: string) => `state:${stateId}`;

/** The state that holds an edge's drawing in ELK: where its label coordinates start. */
function edgeContainer(
  source: string,
  target: string,
  parentOf: (id: string) => string | null,
): string | null {
  const ancestors = (id: string) => {
    const chain: string[] = [];
    for (let current = parentOf(id); current !== null; current = parentOf(current)) chain.push(current);
    return chain;
  };
  if (source === target) return parentOf(source);
  // An edge into one's own descendant is drawn inside the ancestor, and the other way round.
  if (ancestors(target).includes(source)) return source;
  if (ancestors(source).includes(target)) return target;
  const targetAncestors = new Set(ancestors(target));
  return ancestors(source).find((id) => targetAncestors.has(id)) ?? null;
}

/** The ELK graph of a statechart: compound and parallel states hold their children. */
export function toElkGraph(
  nodes: readonly StateChartNode[],
  edges: readonly StateChartEdge[],
  measures: ChartMeasures,
): ElkNode {
  const root = nodes.find((node) => node.parentId === null);
  const childrenOf = (id: string) => nodes.filter((node) => node.parentId === id);
  const { gap, header } = measures;
  const toElk = (node: StateChartNode): ElkNode => {
    const kids = childrenOf(node.id);
    const own = measures.state(node);
    if (kids.length === 0) return { id: elkId(node.id), width: own.width, height: own.height };
    return {
      id: elkId(node.id),
      layoutOptions: {
        'elk.padding': `[top=${own.height + gap},left=${gap},bottom=${gap},right=${gap}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${own.width + 2 * gap},${header})`,
      },
      children: kids.map(toElk),
    };
  };
  const elkEdges: ElkExtendedEdge[] = edges.filter(isArrow).flatMap((edge, index) =>
    edge.targets.map((target, targetIndex) => {
      const label = measures.edgeLabel(edge);
      return {
        id: `edge:${index}:${targetIndex}`,
        sources: [elkId(edge.source)],
        targets: [elkId(target)],
        labels: [{ id: `label:${index}:${targetIndex}`, width: label.width, height: label.height }],
      };
    }),
  );
  return {
    id: 'chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.json.edgeCoords': 'ROOT',
      'elk.spacing.nodeNode': String(gap * 2),
      'elk.spacing.edgeLabel': String(gap / 2),
      'elk.layered.spacing.nodeNodeBetweenLayers': String(gap * 2),
      'elk.layered.spacing.edgeNodeBetweenLayers': String(gap),
      'elk.padding': `[top=${gap},left=${gap},bottom=${gap},right=${gap}]`,
    },
    children: root ? childrenOf(root.id).map(toElk) : [],
    edges: elkEdges,
  };
}

/** Reads ELK's answer back into states and arrows, every coordinate ready to draw. */
export function fromElkLayout(
  laidOut: ElkNode,
  nodes: readonly StateChartNode[],
  edges: readonly StateChartEdge[],
): ChartLayout {
  const byElkId = new Map(nodes.map((node) => [elkId(node.id), node]));
  const origin = new Map<string, Point>();
  const place = (elk: ElkNode, parentOrigin: Point): PlacedState => {
    const node = byElkId.get(elk.id) as StateChartNode;
    const x = elk.x ?? 0;
    const y = elk.y ?? 0;
    const absolute = { x: parentOrigin.x + x, y: parentOrigin.y + y };
    origin.set(node.id, absolute);
    return {
      node,
      x,
      y,
      width: elk.width ?? 0,
      height: elk.height ?? 0,
      children: (elk.children ?? []).map((child) => place(child, absolute)),
    };
  };
  const states = (laidOut.children ?? []).map((child) => place(child, { x: 0, y: 0 }));
  const parentOf = (id: string) => nodes.find((node) => node.id === id)?.parentId ?? null;
  const root = nodes.find((node) => node.parentId === null);
  const placedEdges = new Map((laidOut.edges ?? []).map((edge) => [edge.id, edge]));
  const arrows = edges.filter(isArrow).flatMap((edge, index) =>
    edge.targets.map((target, targetIndex): PlacedEdge => {
      const id = `edge:${index}:${targetIndex}`;
      const elk = placedEdges.get(id);
      const section = elk?.sections?.[0];
      const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
      const label = elk?.labels?.[0];
      // Labels stay relative to the edge's container even when sections are given from the root.
      const container = edgeContainer(edge.source, target, parentOf);
      const offset = container === null || container === root?.id ? { x: 0, y: 0 } : origin.get(container);
      return {
        id,
        edge,
        target,
        points,
        label: {
          x: (label?.x ?? 0) + (offset?.x ?? 0),
          y: (label?.y ?? 0) + (offset?.y ?? 0),
          width: label?.width ?? 0,
          height: label?.height ?? 0,
        },
      };
    }),
  );
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, states, edges: arrows };
}

/** Lays the chart out with ELK, loaded only when a chart is first drawn (never in the portal's bundle). */
export async function layoutChart(
  nodes: readonly StateChartNode[],
  edges: readonly StateChartEdge[],
  measures: ChartMeasures,
): Promise<ChartLayout> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const laidOut = await new ELK().layout(toElkGraph(nodes, edges, measures));
  return fromElkLayout(laidOut, nodes, edges);
}
