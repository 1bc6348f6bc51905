import { ConfigError, loadConfig } from '../config/app-config.js';

/** The problems loadConfig reports for an environment, or none when it loads. */
export function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
