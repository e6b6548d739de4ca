// The bench's one way of summing up runs, shared by its parts: the median
// (of an odd number of runs, the middle one; of an even number, the upper
// middle, a figure some run measured) and the worst run.

/** The middle of `values` once sorted. */
export const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median and the worst of the runs. */
export const spread = (values: number[]) => ({ median: median(values), max: Math.max(...values) });

/** A spread as the bench prints it. */
export const ms = ({ median, max }: { median: number; max: number }) =>
  `${Math.round(median)} ms (worst ${Math.round(max)} ms)`;

/** A goal's mark in the bench's lists. */
export const check = (ok: boolean) => (ok ? "ok  " : "MISS");

/**
 * How far a median is above its floor's, measured in the same rounds; a floor
 * not measured counts as 0 (TBT's, which a page with no script has on a quiet machine).
 */
export const aboveFloor = (figure: { median: number }, floor?: { median: number }) =>
  figure.median - (floor?.median ?? 0);
