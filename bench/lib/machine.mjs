import os from 'node:os';

/** One line describing the machine the figures were taken on. */
export const machine = () =>
  `${os.cpus()[0]?.model ?? 'unknown CPU'} x${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
