import type { TeamDaily } from '@portal/api-contract';
import { vars } from '@portal/theme';
import { useFormatLocale } from '@portal/ui';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartColumns, resolveCssVar, teamSeries, type TeamSeries } from './chartData';
import * as styles from './TeamActivityChart.css';

/** Each line's colour: the brand's semantic roles, so every brand draws its own chart. */
export const seriesColour: Readonly<Record<TeamSeries, string>> = {
  depositTotal: vars.color.success.base,
  withdrawTotal: vars.color.warning.base,
  validBetTotal: vars.color.accent.base,
  profitLoss: vars.color.secondary.base,
};

const PLOT_HEIGHT = 240;

export interface TeamActivityChartProps {
  days: TeamDaily['days'];
  /** Each line's name, for the legend beside it (the lines themselves are not read out). */
  labels: Readonly<Record<TeamSeries, string>>;
  /** What the drawing shows, for assistive technology; the table beside it carries the figures. */
  description: string;
}

/**
 * The team's days as four lines (uPlot on a canvas, loaded with this page only). Nothing in it
 * moves: no transition, no animation, so it reads the same with reduced motion.
 */
export default function TeamActivityChart({ days, labels, description }: TeamActivityChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const locale = useFormatLocale();

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const colour = (variable: string) => resolveCssVar(element, variable);
    // The box carries the brand's small type: the axes take it resolved (px and family names).
    const { fontSize, fontFamily } = getComputedStyle(element);
    const font = `${fontSize} ${fontFamily}`;
    const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const axis: uPlot.Axis = {
      stroke: colour(vars.color.text.secondary),
      grid: { stroke: colour(vars.color.border.subtle), width: 1 },
      ticks: { stroke: colour(vars.color.border.subtle), width: 1 },
      font,
    };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 1),
        height: PLOT_HEIGHT,
        // The days are calendar dates: drawn as they are, whatever the viewer's time zone.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          axis,
          {
            ...axis,
            size: 56,
            values: (_plot, splits) => splits.map((value) => compact.format(value)),
          },
        ],
        series: [
          {},
          ...teamSeries.map((key) => ({
            label: labels[key],
            stroke: colour(seriesColour[key]),
            width: 2,
            points: { show: days.length <= 31 },
          })),
        ],
      },
      chartColumns(days),
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 1), height: PLOT_HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, labels, locale]);

  return (
    <figure className={styles.figure}>
      <ul className={styles.legend}>
        {teamSeries.map((key) => (
          <li key={key} className={styles.legendItem}>
            <span className={styles.swatch} style={{ backgroundColor: seriesColour[key] }} aria-hidden />
            {labels[key]}
          </li>
        ))}
      </ul>
      <div ref={box} className={styles.plot} role="img" aria-label={description} data-team-chart="" />
    </figure>
  );
}
