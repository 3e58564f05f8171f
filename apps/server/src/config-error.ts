/**
 * A bad configuration value. Its message is the single line start-up prints before exiting,
 * so it names the variable and the problem and carries no stack trace.
 */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Configuration error: ${problems.join('; ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Hides the password of a URL so that error lines and logs never show it. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}
