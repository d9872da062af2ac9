/**
 * Mi Perfil, "Tus datos", on npm start's stack: a new user with a verified e-mail, a profile, a
 * needs test and two quote requests sent with that e-mail (one Nuevo, one Ganado) downloads the
 * JSON file and finds their profile and requests in it; then deletes the account (a wrong
 * password first: nothing lost). They land on / with the toast, their documents are gone from the
 * Firestore emulator, the Nuevo request is anonymised, the Ganado one kept, and signing in again
 * gets the sign-in form's usual refusal.
 */
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './fixtures/axe';
import { signIn } from './fixtures/auth';
import { expectNoConsoleErrors } from './fixtures/console';
import {
  createAccount,
  markEmailVerified,
  readDocument,
  toFirestoreFields,
  userDocumentFields,
  writeDocument,
} from './fixtures/emulators';
import { expect, test } from './fixtures/test';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Clave-Prueba-2026';
// A refused password is a 400 from the Auth emulator, which Chromium also logs.
const REFUSED_REQUEST = /Failed to load resource: the server responded with a status of 400/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A quote request as the quote function stores it, REST-encoded. */
function leadFields(email: string, status: string): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    ...toFirestoreFields({
      fullName: 'Marta Datos',
      clientType: 'Empresa',
      corporateEmail: email,
      emailKey: email.toLowerCase(),
      nameKey: 'marta datos',
      phone: '+529981234567',
      serviceType: 'Renta',
      equipmentQuantity: '1-10',
      company: 'Datos y Asociados',
      companyKey: 'datos y asociados',
      state: 'Quintana Roo',
      message: 'Necesito tres multifuncionales',
      recaptcha: true,
      submittedAt: now,
      status,
      notified: true,
    }),
    createdAt: { timestampValue: now },
  };
}

test('un usuario descarga sus datos en JSON y elimina su cuenta', async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = `mis-datos-${stamp}@prueba.test`;
  const uid = await createAccount(email, PASSWORD);
  await markEmailVerified(uid);
  await writeDocument(`users/${uid}`, userDocumentFields({ name: 'Marta Datos', email }));
  await writeDocument(
    `customers/${uid}`,
    toFirestoreFields({
      userId: uid,
      email,
      fullName: 'Marta Datos',
      clientType: 'Client',
      phone: '+529981234567',
      company: 'Datos y Asociados',
      state: 'Quintana Roo',
      updatedAt: new Date().toISOString(),
    }),
  );
  await writeDocument(
    `needsAssessments/${uid}`,
    toFirestoreFields({ userId: uid, email, completedAt: new Date().toISOString() }),
  );
  const [nuevo, ganado] = [`datos-n-${stamp}`, `datos-g-${stamp}`];
  await writeDocument(`contactSubmissions/${nuevo}`, leadFields(email, 'Nuevo'));
  await writeDocument(`contactSubmissions/${ganado}`, leadFields(email, 'Ganado'));

  await signIn(page, email, PASSWORD);
  await page.goto('/main-user/profile');
  const section = page.getByRole('region', { name: 'Tus datos' });
  await expect(section.getByRole('button', { name: 'Descargar mis datos' })).toBeVisible();

  // "Descargar mis datos": a JSON file with the profile and the requests in it.
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Descargar mis datos' }).click();
  const download = await downloading;
  const name = download.suggestedFilename();
  expect(name).toMatch(/^mis-datos-tusocio-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.getByText(`Tus datos se descargaron en el archivo ${name}.`)).toBeVisible();
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    cuenta: Record<string, unknown>;
    usuario: Record<string, unknown>;
    perfilDeCliente: Record<string, unknown>;
    testDeNecesidades: Record<string, unknown>;
    solicitudesDeCotizacion: { incluidas: boolean; solicitudes: Array<{ id: string }> };
    newsletter: { estado: string };
  };
  expect(data.cuenta).toMatchObject({ uid, correo: email, correoVerificado: true });
  expect(data.usuario).toMatchObject({ name: 'Marta Datos', email });
  expect(data.usuario.createdAt).toMatch(ISO);
  expect(data.perfilDeCliente).toMatchObject({
    fullName: 'Marta Datos',
    phone: '+529981234567',
    company: 'Datos y Asociados',
  });
  expect(data.testDeNecesidades).toMatchObject({ userId: uid });
  expect(data.solicitudesDeCotizacion.incluidas).toBe(true);
  expect(data.solicitudesDeCotizacion.solicitudes.map((lead) => lead.id).sort()).toEqual(
    [ganado, nuevo].sort(),
  );
  expect(data.newsletter.estado).toBe('sin suscripción');

  // "Eliminar mi cuenta": the e-mail typed to confirm, the password to re-authenticate.
  await section.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
  const typedEmail = dialog.getByLabel('Escribe tu correo electrónico para confirmar');
  const password = dialog.getByLabel('Tu contraseña');
  const confirm = dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' });
  await expect(typedEmail).toBeFocused();
  await expect(confirm).toBeDisabled();
  await page.keyboard.type(email.toUpperCase());
  await expect(confirm).toBeEnabled();
  await expectNoAxeViolations(page);

  // A wrong password: said plainly, nothing deleted.
  await password.fill('no-es-la-clave');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'La contraseña no es correcta. No se eliminó nada; intenta de nuevo.',
  );
  expect(await readDocument(`users/${uid}`)).not.toBeNull();

  await password.fill(PASSWORD);
  await password.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(
    page.getByText(
      'Tu cuenta y tus datos se eliminaron. Conservamos 1 solicitud de cotización en etapa Ganado, porque es el registro de un contrato.',
    ),
  ).toBeVisible();

  for (const path of [`users/${uid}`, `customers/${uid}`, `needsAssessments/${uid}`])
    expect(await readDocument(path), path).toBeNull();
  const anonymized = await readDocument(`contactSubmissions/${nuevo}`);
  expect(anonymized).toMatchObject({
    fullName: { stringValue: 'Datos anonimizados' },
    corporateEmail: { stringValue: '' },
    phone: { stringValue: '' },
    company: { stringValue: 'Datos y Asociados' },
  });
  expect(anonymized).not.toHaveProperty('emailKey');
  expect(await readDocument(`contactSubmissions/${ganado}`)).toMatchObject({
    fullName: { stringValue: 'Marta Datos' },
    corporateEmail: { stringValue: email },
  });

  // Signing in again: the form's usual refusal.
  await page.goto('/auth');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await expect(page.getByRole('alert')).toHaveText('Correo electrónico o contraseña incorrectos.');
  await expect(page).toHaveURL(/\/auth$/);
  expectNoConsoleErrors(page, { ignore: [REFUSED_REQUEST] });
});
