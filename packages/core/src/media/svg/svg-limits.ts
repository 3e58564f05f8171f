/**
 * How much SVG the sanitiser reads before it refuses. A tile picture a person draws or exports nests
 * a few dozen levels and holds hundreds, rarely a few thousand, elements with a handful of attributes
 * each; the limits are far above that and keep the work for any input small (about 0.2 s at most
 * on a small server) and proportional to its size (a 410 KB file of 60,000 nested <g> once held a
 * server for minutes).
 */
export type SvgLimits = {
  /** Elements open inside one another, the root included. */
  maxDepth: number;
  /** Elements in the whole document. */
  maxElements: number;
  /** Attributes in the whole document (namespace declarations included). */
  maxAttributes: number;
};

export const SVG_LIMITS: SvgLimits = { maxDepth: 256, maxElements: 20_000, maxAttributes: 100_000 };

/** 20000 → "20,000", the same on every platform (no locale data needed). */
const grouped = (count: number): string => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

export const svgLimitReasons = {
  depth: (limits: SvgLimits) => `The SVG picture is nested too deeply: at most ${grouped(limits.maxDepth)} levels are accepted`,
  elements: (limits: SvgLimits) => `The SVG picture has too many elements: at most ${grouped(limits.maxElements)} are accepted`,
  attributes: (limits: SvgLimits) => `The SVG picture has too many attributes: at most ${grouped(limits.maxAttributes)} are accepted`,
};
