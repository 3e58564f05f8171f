import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond;

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); undefined elsewhere. On a machine shared
 * with other work, CPU time per request holds better than requests per second: it does not count the time the
 * process waited for a core.
 */
export const cpuSeconds = (pid) => {
  try {
    // The command name (field 2) may hold spaces; the fields after it are counted from its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return undefined;
  }
};
