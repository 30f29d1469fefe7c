import type { VipLevel, VipStatus } from '@portal/api-contract';

/** Where a level stands for the member: passed, theirs, the one they are working towards, or further. */
export type VipLevelStanding = 'reached' | 'current' | 'next' | 'later';

export interface VipProgress {
  /** The member's level row; null below every level. */
  current: VipLevel | null;
  /** The level after theirs; null at the top. */
  next: VipLevel | null;
  /** Valid bet still to place for `next`, in minor units (0 at the top). */
  remaining: number;
  rows: { level: VipLevel; standing: VipLevelStanding }[];
}

/** The member's place on the level table, from the server's rank and lifetime valid bet. */
export function vipProgressOf(status: Pick<VipStatus, 'levels' | 'vipRankLevel' | 'turnover'>): VipProgress {
  const levels = [...status.levels].sort((a, b) => a.level - b.level);
  const current = levels.find((level) => level.level === status.vipRankLevel) ?? null;
  const next = levels.find((level) => level.level > status.vipRankLevel) ?? null;
  const standingOf = (level: VipLevel): VipLevelStanding => {
    if (level === current) return 'current';
    if (level === next) return 'next';
    return level.level < status.vipRankLevel ? 'reached' : 'later';
  };
  return {
    current,
    next,
    remaining: next ? Math.max(next.minTurnover - status.turnover, 0) : 0,
    rows: levels.map((level) => ({ level, standing: standingOf(level) })),
  };
}
