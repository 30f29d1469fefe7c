import type { TeamDaily, TeamMoney } from '@portal/api-contract';

/** The chart's four lines, in the order of its legend and table. */
export const teamSeries = ['depositTotal', 'withdrawTotal', 'validBetTotal', 'profitLoss'] as const;
export type TeamSeries = (typeof teamSeries)[number] & keyof TeamMoney;

/** A yyyy-MM-dd day as the chart's x value: seconds at that day's UTC midnight. */
export function dayToSeconds(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000;
}

/**
 * uPlot's columns: the days, then one column per series in major units (the axis reads as money;
 * the table beside it shows the exact amounts).
 */
export function chartColumns(days: TeamDaily['days']): [number[], ...number[][]] {
  return [
    days.map((day) => dayToSeconds(day.date)),
    ...teamSeries.map((key) => days.map((day) => day[key] / 100)),
  ];
}

/**
 * The value a theme variable (`var(--name)`, as vanilla-extract gives them) has on `element`: a
 * canvas cannot read CSS variables, so the chart asks for the brand's colours once it is mounted.
 */
export function resolveCssVar(element: Element, variable: string): string {
  const name = /^var\((--[^,)]+)/u.exec(variable)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() : variable;
}
