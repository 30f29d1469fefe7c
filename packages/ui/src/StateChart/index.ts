export { StateChart, type StateChartProps, type StateChartNode, type StateChartEdge } from './StateChart';
