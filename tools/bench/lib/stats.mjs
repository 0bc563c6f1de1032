/** Median with min and max of a figure's runs. @typedef {{ median: number, min: number, max: number }} Spread */

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Median with min and max, the form every timed figure is reported in.
 * @param {number[]} values
 * @returns {Spread}
 */
export function spread(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * The 75th percentile, as web-vitals reports INP over visits: the value at or
 * below which three runs in four fall (nearest rank).
 * @param {number[]} values
 */
export function p75(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)];
}
