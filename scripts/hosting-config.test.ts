import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BUILD_CONFIG,
  buildHostingConfig,
  CSP_HEADER,
  deployProblem,
  type FirebaseJson,
} from './hosting-config';

const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseJson;
const CSP =
  "default-src 'self'; connect-src 'self' https://us-central1-tusocio-prod.cloudfunctions.net";

/** Runs a Hosting predeploy command as firebase-tools does (a shell, GCLOUD_PROJECT set). */
function predeploy(command: string, project: string) {
  const run = spawnSync(command, {
    shell: true,
    encoding: 'utf8',
    env: { ...process.env, GCLOUD_PROJECT: project },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('firebase.json (the checked-in config)', () => {
  it('carries no Content-Security-Policy of its own: the build writes it', () => {
    expect(JSON.stringify(firebaseJson.hosting)).not.toContain(CSP_HEADER);
  });

  it('refuses to deploy Hosting, naming the config to deploy with', { timeout: 30_000 }, () => {
    const [command] = firebaseJson.hosting.predeploy ?? [];
    expect(command).toBeDefined();
    const { status, output } = predeploy(command!, 'tusocio-prod');
    expect(status).toBe(1);
    expect(output).toContain(`--config ${BUILD_CONFIG}`);
  });
});

describe('buildHostingConfig', () => {
  const config = buildHostingConfig(firebaseJson, CSP, 'tusocio-prod');
  const everyResponse = config.hosting.headers!.find((entry) => entry.source === '**')!;

  it('puts the policy first among the headers of every response, the others kept', () => {
    expect(everyResponse.headers[0]).toEqual({ key: CSP_HEADER, value: CSP });
    const before = firebaseJson.hosting.headers!.find((entry) => entry.source === '**')!;
    expect(everyResponse.headers.slice(1)).toEqual(before.headers);
    expect(config.hosting.rewrites).toEqual(firebaseJson.hosting.rewrites);
    expect(config.emulators).toEqual(firebaseJson.emulators);
  });

  it('replaces a policy already there, and leaves firebase.json as it was', () => {
    const again = buildHostingConfig(config, "default-src 'none'", 'tusocio-prod');
    const policies = again.hosting.headers![0]!.headers.filter((h) => h.key === CSP_HEADER);
    expect(policies).toEqual([{ key: CSP_HEADER, value: "default-src 'none'" }]);
    expect(JSON.stringify(firebaseJson.hosting)).not.toContain(CSP_HEADER);
  });

  it('refuses a policy with a line break (it would end the header)', () => {
    expect(() => buildHostingConfig(firebaseJson, "default-src 'self'\r\nX: y", 'p')).toThrow();
  });

  it('deploys only to the project it was built for', { timeout: 30_000 }, () => {
    const [command] = config.hosting.predeploy ?? [];
    expect(predeploy(command!, 'tusocio-prod').status).toBe(0);
    const other = predeploy(command!, 'tusocio-staging');
    expect(other.status).toBe(1);
    expect(other.output).toContain('"tusocio-prod", no para "tusocio-staging"');
  });
});

describe('deployProblem', () => {
  it.each([
    [undefined, 'p', /--config firebase\.build\.json/],
    ['demo-tusocio', 'p', /emuladores locales/],
    ['tusocio-prod', 'otro', /no para "otro"/],
  ])('built for %s, deploying %s: refused', (builtFor, deploying, problem) => {
    expect(deployProblem(builtFor, deploying)).toMatch(problem);
  });

  it('a build for the project being deployed goes ahead', () => {
    expect(deployProblem('tusocio-prod', 'tusocio-prod')).toBeNull();
  });
});
