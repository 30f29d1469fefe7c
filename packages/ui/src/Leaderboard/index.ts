export {
  Leaderboard,
  leaderboardMedals,
  type LeaderboardEntry,
  type LeaderboardMedal,
  type LeaderboardProps,
} from './Leaderboard';
