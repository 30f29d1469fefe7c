/**
 * What a component's docs page says beside its generated props table. Each component folder
 * keeps one `<Name>.guidance.ts` exporting `guidance`; the shared docs page renders it, and
 * guidance.test.ts fails when the i18n keys listed here and the component's `t()` calls disagree.
 */
export interface ComponentGuidance {
  /** When to reach for this component. */
  use: string;
  /** When to use something else instead, naming it. */
  avoid: string;
  accessibility: {
    /** Keys that operate it (or "None: not interactive."). */
    keyboard: string;
    /** Roles, names and states it exposes. */
    roles: string;
    /** What a screen reader hears change, live regions included (or "None."). */
    announcements: string;
  };
  /**
   * Every i18n key the component reads, as `namespace:key`. A key chosen at run time is written
   * with `*` for the chosen part (`lobby:gameCard.status.*`).
   */
  i18nKeys: readonly string[];
}
