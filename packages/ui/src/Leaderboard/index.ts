export {
  Leaderboard,
  leaderboardMedals,
  medalFor,
  type LeaderboardEntry,
  type LeaderboardMedal,
  type LeaderboardProps,
} from './Leaderboard';
