import { parseEnv, type AppEnv } from './env-schema';

/** The app's validated configuration. vite.config.ts validated the same variables at build time. */
export const env: AppEnv = parseEnv(import.meta.env as Record<string, string | boolean | undefined>);
