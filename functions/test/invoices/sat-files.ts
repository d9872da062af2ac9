/**
 * ../shared/sat (SAT's schemas, stylesheets and test CSD; never in the repository) and Debian's
 * xmllint, xsltproc and openssl, for the invoice tests. `satSkipReason` is null when all are there.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** ../shared/sat beside the checkout; CFDI_SAT_DIR points elsewhere (e.g. to see the skip). */
export const SAT_DIR =
  process.env.CFDI_SAT_DIR ?? fileURLToPath(new URL('../../../../shared/sat/', import.meta.url));
export const sat = (path: string) => join(SAT_DIR, path);

const tools = ['xmllint', 'xsltproc', 'openssl'].filter(
  (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
);

export const satSkipReason = !existsSync(sat('cfd/4/cfdv40.xsd'))
  ? `${SAT_DIR} is absent: the CFDI checks against SAT's schema, stylesheet and test CSD are skipped`
  : tools.length
    ? `${tools.join(', ')} not installed (apt-get install -y libxml2-utils xsltproc openssl): SAT checks skipped`
    : null;
if (satSkipReason) console.warn(`[invoices] ${satSkipReason}`);

export function testCsdSource() {
  return {
    certificate: readFileSync(sat('test-csd/EKU9003173C9.cer.pem'), 'utf8'),
    key: readFileSync(sat('test-csd/EKU9003173C9.key.pem'), 'utf8'),
  };
}

const work = () => mkdtempSync(join(tmpdir(), 'cfdi-'));

/** xmllint's verdict on `xml` against a schema of ../shared/sat: '' when it validates. */
export function schemaErrors(xml: string, schema: string): string {
  const file = join(work(), 'cfdi.xml');
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--noout', '--schema', sat(schema), file], {
    encoding: 'utf8',
  });
  return run.status === 0 ? '' : run.stderr || `xmllint exited ${run.status}`;
}

/** SAT's cadena original of `xml`, by xsltproc and SAT's stylesheet. */
export function xsltCadena(
  xml: string,
  stylesheet = 'cfd/4/cadenaoriginal_4_0/cadenaoriginal_4_0.xslt',
): string {
  const file = join(work(), 'cfdi.xml');
  writeFileSync(file, xml);
  return execFileSync('xsltproc', [sat(stylesheet), file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/** openssl's verdict on a base64 Sello over `cadena` with a certificate (base64 DER). */
export function opensslVerifies(cadena: string, sello: string, certificadoBase64: string): boolean {
  const dir = work();
  writeFileSync(join(dir, 'cert.der'), Buffer.from(certificadoBase64, 'base64'));
  execFileSync('openssl', [
    'x509',
    '-inform',
    'DER',
    '-in',
    join(dir, 'cert.der'),
    '-pubkey',
    '-noout',
    '-out',
    join(dir, 'pub.pem'),
  ]);
  writeFileSync(join(dir, 'cadena.txt'), cadena);
  writeFileSync(join(dir, 'sello.bin'), Buffer.from(sello, 'base64'));
  const run = spawnSync(
    'openssl',
    [
      'dgst',
      '-sha256',
      '-verify',
      join(dir, 'pub.pem'),
      '-signature',
      join(dir, 'sello.bin'),
      join(dir, 'cadena.txt'),
    ],
    { encoding: 'utf8' },
  );
  return run.status === 0 && run.stdout.includes('Verified OK');
}
