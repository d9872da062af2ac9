import { execFileSync } from 'node:child_process';
import { CHROMIUM_PATH } from './chromium';

/** Prints which browser the suite runs, so a red run says it at the top. */
export default function globalSetup(): void {
  let version: string;
  try {
    version = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch (error) {
    version = `no se pudo leer la versión (${error instanceof Error ? error.message : String(error)})`;
  }
  console.log(`Navegador de las pruebas: ${version} (${CHROMIUM_PATH})`);
}
