export {
  FlowChart,
  FlowStory,
  MachineOverview,
  MachineStory,
  type FlowChartProps,
  type FlowStoryProps,
  type MachineOverviewProps,
  type MachineStoryProps,
} from './FlowStory';
