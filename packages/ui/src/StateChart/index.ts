export {
  StateChart,
  chartOverflows,
  type StateChartProps,
  type StateChartNode,
  type StateChartEdge,
} from './StateChart';
