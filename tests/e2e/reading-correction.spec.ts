/**
 * Readings are money, end to end on the local stack (firestore.rules, the callable
 * correctReading): a client types 9999999 for the B/N counter, meets the question "Esta lectura
 * suma N páginas este mes, mucho más de lo habitual.", corrects the typed value and sends; an
 * admin then corrects the reading with "Corregir lectura" and a reason; the client's estimate and
 * the desk's "Consumo mensual" CSV carry the corrected figures. The client and the device are
 * seeded (as tests/e2e/client-portal.spec.ts builds them through the desk), to stay fast.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { monthId } from '../../src/domain/client-portal';
import { signedInPage } from './fixtures/auth';
import { seedCompany } from './fixtures/company';
import { seedAccount, toFirestoreFields, writeDocument } from './fixtures/emulators';
import { expect, test } from './fixtures/test';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = `${Date.now()}`;
const CLIENT = {
  name: `Iván Canché ${run}`,
  email: `ivan.canche.${run}@example.com`,
  password: 'Cliente-Lectura-2026',
};
const MODEL = 'Kyocera TASKalfa 2554ci';
const SERIAL = `KL${run.slice(-8)}`;
const DEVICE = `lectura-${run}`;
const MONTH = monthId(new Date());
const REASON = 'El cliente dictó mal el contador por teléfono.';

let clientUid = '';

/** A page signed in as `account` (profile form closed for the client), once sent to `home`. */
const signedIn = (browser: Browser, account: { email: string; password: string }, home: RegExp) =>
  signedInPage(browser, account, home, clientUid);

test.beforeAll(async () => {
  clientUid = await seedAccount(CLIENT, { verified: true });
  const at = { timestampValue: new Date().toISOString() };
  // A company as the migration leaves a client: its id is the person's uid, who administers it.
  await seedCompany(clientUid, {
    email: CLIENT.email,
    name: CLIENT.name,
    company: `Hotel Lectura ${run}`,
  });
  // A colour device: $1,499.00 a month with 1,000 B/N and 200 colour pages, $0.35 and $2.50 per
  // extra page, from 10,000 / 2,000; no reading yet.
  await writeDocument(`equipment/${DEVICE}`, {
    ...toFirestoreFields({
      clientId: clientUid,
      model: MODEL,
      serial: SERIAL,
      color: true,
      location: { address: 'Av. Tulum 120, Cancún, Q. Roo', area: 'Recepción' },
      contract: {
        startDate: '2026-01-01',
        monthlyFeeMxn: 1499,
        includedPagesBw: 1000,
        includedPagesColor: 200,
        extraPagePriceBw: 0.35,
        extraPagePriceColor: 2.5,
      },
      startCounters: { bw: 10_000, color: 2_000 },
      lastReading: null,
      lastReadingMonth: '',
      createdBy: 'seed',
      updatedBy: 'seed',
    }),
    createdAt: at,
    updatedAt: at,
  });
});

test('el cliente ve la pregunta y corrige el valor; la corrección del administrador llega al estimado y al CSV', async ({
  browser,
}) => {
  const client = await signedIn(browser, CLIENT, /\/main-user$/);
  await client.goto(`/main-user/mis-equipos/${DEVICE}`);
  const reading = client.getByRole('region', { name: 'Capturar lectura' });
  await reading.getByLabel('Contador B/N').fill('9999999');
  await reading.getByLabel('Contador a color').fill('2300');
  await reading.getByRole('button', { name: 'Enviar lectura' }).click();
  // 9,989,999 B/N and 300 colour pages.
  await expect(reading).toContainText(
    'Esta lectura suma 9,990,299 páginas este mes, mucho más de lo habitual.',
  );
  const confirm = reading.getByRole('checkbox', { name: 'Confirmo que la lectura es correcta' });
  await expect(confirm).not.toBeChecked();
  await expect(reading.getByLabel('Contador B/N')).toHaveValue('9999999');

  // The typo corrected: a plausible month, sent without a question.
  await reading.getByLabel('Contador B/N').fill('11250');
  await expect(confirm).toBeHidden();
  await reading.getByRole('button', { name: 'Enviar lectura' }).click();
  await expect(client.getByText('¡Listo! Guardamos la lectura de este mes.')).toBeVisible({
    timeout: 20_000,
  });
  const estimate = client.getByRole('region', { name: /^Estimado de / });
  await expect(estimate).toContainText('$1,836.50');

  // The admin corrects it: 11,500 (1,500 pages, 500 beyond the included ones).
  const admin = await signedIn(browser, DEMO_ACCOUNTS.admin, /\/admin-dashboard$/);
  await admin.goto(`/admin-dashboard/clientes/${clientUid}`);
  const card = admin.getByRole('article', { name: `${MODEL} Serie ${SERIAL}` });
  await card.getByRole('button', { name: /^Ver lecturas/ }).click({ timeout: 20_000 });
  await card.getByRole('button', { name: /^Corregir lectura de / }).click();
  const form = card.getByRole('form', { name: /^Corregir la lectura de / });
  await form.getByLabel('Contador B/N').fill('11500');
  await form.getByRole('button', { name: 'Guardar corrección' }).click();
  await expect(form).toContainText('Escribe el motivo de la corrección (de 3 a 500 caracteres).');
  await form.getByLabel('Motivo de la corrección').fill(REASON);
  await form.getByRole('button', { name: 'Guardar corrección' }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  await expect(card.getByRole('table')).toContainText('11,500');
  await expect(card.getByRole('table')).toContainText('(corregida)');

  // The client's estimate and history follow: 500 extra B/N pages ($175.00) + $250.00 + $1,499.00.
  await client.reload();
  await expect(estimate).toContainText('$1,924.00', { timeout: 20_000 });
  await expect(client.getByRole('region', { name: 'Historial de lecturas' })).toContainText(
    'corregida por la empresa',
  );

  // "Consumo mensual" of this month: its CSV carries the corrected counters, pages and total.
  await admin.goto(`/admin-dashboard?section=servicio&vista=consumo&mes=${MONTH}`);
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Descargar CSV' }).click({ timeout: 20_000 });
  const download = await downloading;
  const lines = readFileSync(await download.path())
    .subarray(3)
    .toString('utf8')
    .split('\r\n');
  const line = lines.find((l) => l.includes(`"${SERIAL}"`));
  expect(line).toContain(
    '"Con lectura","11500","2300","10000","2000","1500","300","1000","200","500","100"',
  );
  expect(line).toMatch(/"1924\.00","[^"]*"$/);
  await admin.context().close();
  await client.context().close();
});
