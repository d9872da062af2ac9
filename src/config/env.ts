import { parseEnv, type AppEnv } from './env-schema';

declare const __APP_ENV__: AppEnv;

/**
 * The app's validated configuration. vite.config.ts validates the VITE_* variables when it builds
 * or serves the app and embeds the result (`__APP_ENV__`); Vitest does not run vite.config.ts, so
 * under test (MODE "test") the variables are parsed here.
 */
export const env: AppEnv =
  import.meta.env.MODE === 'test'
    ? parseEnv(import.meta.env as Record<string, string | boolean | undefined>)
    : __APP_ENV__;
