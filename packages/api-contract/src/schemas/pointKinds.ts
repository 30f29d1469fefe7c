// The points' code lists without their schemas: the point mall's record tabs filter by them without
// loading zod.

export const redeemStatuses = ['IN_PROCESS', 'REJECTED', 'APPROVED'] as const;

export const pointSources = [
  'LIVE',
  'LOTTERY',
  'PVP',
  'SLOTS',
  'SPORTS',
  'REDEEM',
  'DEPOSIT',
  'CONVERT',
] as const;
