/**
 * Invitations with context (issue 46), end to end on the local stack (the callables
 * describeMemberInvite and acceptMemberInvite, firestore.rules): a signed-out person opens an
 * invitation's link; the sign-in page says which company invited them and with which role (as the
 * server describes the pending invitation, nothing from the link) and, once signed in, brings them
 * back to the invitation, which names the company and the role. An invitation for another address
 * is refused in the function's words and "Aceptar invitación" goes; their own is accepted. The
 * company and both invitations are seeded (Admin REST, as inviteMember stores them); one sign-in.
 */
import type { Page } from '@playwright/test';
import { signIn } from './fixtures/auth';
import { companyOf, seedCompany } from './fixtures/company';
import { seedAccount, toFirestoreFields, writeDocument } from './fixtures/emulators';
import { expect, test } from './fixtures/test';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = `${Date.now()}`;
const INVITER = {
  name: `Lucía Cab ${run}`,
  email: `lucia.cab.${run}@example.com`,
  password: 'Empresa-Contexto-2026',
};
const INVITEE = {
  name: `Raúl Dzib ${run}`,
  email: `raul.dzib.${run}@example.com`,
  password: 'Invitado-Contexto-2026',
};
const COMPANY = `Posada Sac-Bé ${run}`;
/** The invitation for Raúl (Facturación) and one for another address (Usuario). */
const OWN = `contexto${run}`;
const OTHER = `otra${run}`;

let inviterUid = '';
let inviteeUid = '';
let page: Page;

/** memberInvites/{id} as inviteMember stores it: pending, valid for 7 days. */
async function seedInvite(id: string, email: string, role: string): Promise<void> {
  const now = Date.now();
  await writeDocument(`memberInvites/${id}`, {
    ...toFirestoreFields({
      clientId: inviterUid,
      company: COMPANY,
      role,
      email,
      invitedBy: inviterUid,
      invitedByName: INVITER.name,
      acceptedAt: null,
      acceptedBy: null,
      revoked: false,
    }),
    invitedAt: { timestampValue: new Date(now).toISOString() },
    expiresAt: { timestampValue: new Date(now + 7 * 24 * 3_600_000).toISOString() },
  });
}

test.beforeAll(async ({ browser }) => {
  inviterUid = await seedAccount(INVITER, { verified: true });
  await seedCompany(inviterUid, { email: INVITER.email, name: INVITER.name, company: COMPANY });
  inviteeUid = await seedAccount(INVITEE, { verified: true });
  await seedInvite(OWN, INVITEE.email, 'facturacion');
  await seedInvite(OTHER, `otra.persona.${run}@example.com`, 'usuario');
  // Signed out; the profile form of the guest dashboard counts as closed.
  const context = await browser.newContext();
  await context.addInitScript((uid) => {
    localStorage.setItem(`dismissedProfileModal_${uid}`, 'true');
  }, inviteeUid);
  page = await context.newPage();
});

test.afterAll(async () => {
  await page?.context().close();
});

test('sin sesión: el inicio de sesión dice quién invitó y con qué rol, y después vuelve a la invitación', async () => {
  await page.goto(`/invitacion/${OWN}`);
  await expect(page).toHaveURL(/\/auth$/, { timeout: 20_000 });
  const notice = page.getByRole('region', { name: 'Invitación' });
  await expect(notice).toContainText(`Te invitó ${COMPANY}`, { timeout: 20_000 });
  await expect(notice).toContainText('Con el rol "Facturación".');

  await signIn(page, INVITEE.email, INVITEE.password);
  await expect(page).toHaveURL(new RegExp(`/invitacion/${OWN}$`), { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Invitación a una empresa' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      `${COMPANY} te invitó a unirte a su cuenta en nuestro portal de renta de equipos, con el rol "Facturación".`,
    ),
  ).toBeVisible({ timeout: 20_000 });
});

test('una invitación para otra dirección se rechaza y "Aceptar invitación" desaparece', async () => {
  await page.goto(`/invitacion/${OTHER}`);
  await expect(
    page.getByText(`${COMPANY} te invitó a unirte a su cuenta`, { exact: false }),
  ).toContainText('con el rol "Usuario".', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Aceptar invitación' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Esta invitación es para otra dirección de correo.' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Aceptar invitación' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Volver a mi panel' })).toBeVisible();
  expect(await companyOf(inviteeUid)).toBeNull();
});

test('su propia invitación se acepta: ya es parte de la empresa', async () => {
  await page.goto(`/invitacion/${OWN}`);
  await page.getByRole('button', { name: 'Aceptar invitación' }).click({ timeout: 20_000 });
  await expect(
    page.getByRole('status').filter({ hasText: `Ya eres parte de ${COMPANY}.` }),
  ).toBeVisible({
    timeout: 20_000,
  });
  expect(await companyOf(inviteeUid)).toBe(inviterUid);
});
