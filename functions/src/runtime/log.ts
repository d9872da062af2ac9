/** Logging helpers shared by the function declarations. */
import * as logger from 'firebase-functions/logger';

/** An error as one log field: "Name: message" (never a stack). */
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * A trigger's dependencies, built once per instance; a configuration mistake is logged under `tag`
 * with the event's `context` and thrown (the event is retried once fixed).
 */
export function depsOnce<T>(tag: string, create: () => T): (context: Record<string, unknown>) => T {
  let deps: T | undefined;
  return (context) => {
    try {
      deps ??= create();
      return deps;
    } catch (error) {
      logger.error(`${tag}: configuración inválida`, { ...context, error: errorText(error) });
      throw error;
    }
  };
}

/** A run that must not fail silently: an error is logged as `failure` and thrown again. */
export async function logged<T>(failure: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    logger.error(failure, { error: errorText(error) });
    throw error;
  }
}
