/** Nearest-rank percentile of a list of numbers (p in 0–100). */
export const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

const round = (n) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : '—');

/** n, median, p95 and max, rounded to 0.1 ms. */
export const summary = (values) => ({
  n: values.length,
  p50: round(percentile(values, 50)),
  p95: round(percentile(values, 95)),
  max: round(values.length ? Math.max(...values) : NaN),
});

/** A Markdown table row. */
export const row = (cells) => `| ${cells.join(' | ')} |`;
