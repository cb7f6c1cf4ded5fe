import type { z } from 'zod';

/** Thrown at start-up when the environment is wrong; lists every bad key at once, not just the first. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export type Env = Record<string, string | undefined>;

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const key = issue.path.length > 0 ? issue.path.join('.') : '(root)';
    return `${key}: ${issue.message}`;
  });
}

/** Parses `env` (default `process.env`) with a zod schema; throws ConfigError naming every bad key. */
export function parseConfig<S extends z.ZodType>(schema: S, env: Env = process.env): z.output<S> {
  const result = schema.safeParse(env);
  if (!result.success) throw new ConfigError(describeIssues(result.error.issues));
  return result.data;
}
