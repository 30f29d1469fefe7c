export { GameLane, LANE_PAGE_SIZE, type GameLaneProps } from './GameLane';
