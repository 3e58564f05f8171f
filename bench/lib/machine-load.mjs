import os from 'node:os';

export { machine } from './machine.mjs';

/** How busy the machine was while the figures were taken: other work on a shared machine slows a browser a lot. */
export const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min) on ${os.cpus().length} cores`;
