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

/** A state placed by the layout; x and y are relative to its parent box (ELK's own coordinates). */
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

/**
 * Transitions drawn as arrows between boxes. The others are listed as lines of text: in their state
 * when they have no target (they stay), and for the machine itself (the root has no box) when they
 * leave or enter it.
 */
export function isArrow(edge: StateChartEdge, rootId: string | undefined): boolean {
  return edge.targets.length > 0 && edge.source !== rootId && !edge.targets.includes(rootId ?? '');
}

const arrowsOf = (nodes: readonly StateChartNode[], edges: readonly StateChartEdge[]) => {
  const rootId = nodes.find((node) => node.parentId === null)?.id;
  return edges.filter((edge) => isArrow(edge, rootId));
};

const elkId = (stateId: string) => `state:${stateId}`;

/** The middle of a route's longest segment: where a label ELK did not place reads as belonging to it. */
function longestSegmentMiddle(route: readonly Point[]): Point {
  let best = { length: -1, x: 0, y: 0 };
  route.forEach((start, index) => {
    const end = route[index + 1];
    if (!end) return;
    const length = Math.hypot(end.x - start.x, end.y - start.y);
    if (length > best.length) best = { length, x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
  });
  return { x: best.x, y: best.y };
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
  const elkEdges: ElkExtendedEdge[] = arrowsOf(nodes, edges).flatMap((edge, index) =>
    edge.targets.map((target, targetIndex) => {
      const label = measures.edgeLabel(edge);
      return {
        id: `edge:${index}:${targetIndex}`,
        sources: [elkId(edge.source)],
        targets: [elkId(target)],
        labels: [
          { id: `label:${index}:${targetIndex}`, text: edge.event, width: label.width, height: label.height },
        ],
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

const centeredOn = (center: Point, size: TextSize): Point => ({
  x: center.x - size.width / 2,
  y: center.y - size.height / 2,
});

/** Reads ELK's answer back into states and arrows, every coordinate ready to draw. */
export function fromElkLayout(
  laidOut: ElkNode,
  nodes: readonly StateChartNode[],
  edges: readonly StateChartEdge[],
): ChartLayout {
  const byElkId = new Map(nodes.map((node) => [elkId(node.id), node]));
  const place = (elk: ElkNode): PlacedState => ({
    node: byElkId.get(elk.id) as StateChartNode,
    x: elk.x ?? 0,
    y: elk.y ?? 0,
    width: elk.width ?? 0,
    height: elk.height ?? 0,
    children: (elk.children ?? []).map(place),
  });
  const states = (laidOut.children ?? []).map(place);
  const placedEdges = new Map((laidOut.edges ?? []).map((edge) => [edge.id, edge]));
  const arrows = arrowsOf(nodes, edges).flatMap((edge, index) =>
    edge.targets.map((target, targetIndex): PlacedEdge => {
      const id = `edge:${index}:${targetIndex}`;
      const elk = placedEdges.get(id);
      const points = (elk?.sections ?? []).flatMap((section) => [
        section.startPoint,
        ...(section.bendPoints ?? []),
        section.endPoint,
      ]);
      // Routes and their labels are both in the chart's coordinates (elk.json.edgeCoords ROOT).
      const label = elk?.labels?.[0];
      const size = { width: label?.width ?? 0, height: label?.height ?? 0 };
      const corner =
        label?.x !== undefined && label.y !== undefined
          ? { x: label.x, y: label.y }
          : centeredOn(longestSegmentMiddle(points), size);
      return { id, edge, target, points, label: { ...corner, ...size } };
    }),
  );
  return {
    width: laidOut.width ?? 0,
    height: laidOut.height ?? 0,
    states,
    edges: arrows,
  };
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
