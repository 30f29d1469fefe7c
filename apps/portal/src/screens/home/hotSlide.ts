/** The home's hot games (SPEC §2): each slide is a grid of three rows by six columns. */
export const HOT_SLIDE = { rows: 3, columns: 6 } as const;
