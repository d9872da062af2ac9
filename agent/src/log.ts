/**
 * Logging in Spanish with a timestamp per line. Every line goes to the console (stdout, or stderr
 * for warnings and errors) and, once the config folder is known, to `lector.log` in it, so a
 * scheduled run leaves a trace the IT person can read. The file is rotated at 1 MB (one old copy).
 */
import { appendFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type Level = 'info' | 'aviso' | 'error';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** Also append to `lector.log` in this folder from now on. */
  toFolder(folder: string): void;
}

const MAX_LOG_BYTES = 1024 * 1024;

export interface LoggerOptions {
  /** Where lines go instead of the console (tests). */
  write?: (level: Level, line: string) => void;
  now?: () => Date;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const now = options.now ?? (() => new Date());
  let file: string | null = null;
  const emit = (level: Level, message: string) => {
    const prefix = level === 'info' ? '' : level === 'aviso' ? 'AVISO: ' : 'ERROR: ';
    const line = `[${now().toISOString()}] ${prefix}${message}`;
    if (options.write) options.write(level, line);
    else if (level === 'info') console.log(line);
    else console.error(line);
    if (file) {
      try {
        if ((statSync(file, { throwIfNoEntry: false })?.size ?? 0) > MAX_LOG_BYTES)
          renameSync(file, `${file}.1`);
        appendFileSync(file, `${line}\n`, { mode: 0o600 });
      } catch {
        // A log file that cannot be written must not stop the reading.
      }
    }
  };
  return {
    info: (message) => emit('info', message),
    warn: (message) => emit('aviso', message),
    error: (message) => emit('error', message),
    toFolder: (folder) => {
      file = join(folder, 'lector.log');
    },
  };
}
