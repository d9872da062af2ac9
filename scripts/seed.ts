// The demo accounts (src/domain/entities.ts) with their fixed uids in the Auth emulator and, when
// the Firestore emulator runs, their users/{uid} documents (demoUserDocs, src/data/user-doc.ts).
// Idempotent: run by `npm start` on every start (scripts/site.ts), or alone against running
// emulators (`npm run seed`). Both are written as the emulators' owner, past the security rules.
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { pathToFileURL } from 'node:url';
import { DEMO_PROJECT_ID, EMULATOR_HOSTS } from '../src/config/env-schema';
import { demoUserDocs } from '../src/data/user-doc';
import { DEMO_ACCOUNTS } from '../src/domain/entities';

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? EMULATOR_HOSTS.auth}`;
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? EMULATOR_HOSTS.firestore;

/** One call to the Auth emulator's REST API as its owner; resolves its JSON answer. */
async function auth(path: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok && !path.includes('signIn')) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json;
}

type Account = { uid: string; email: string; password: string; name: string };
async function ensureAccount({ uid, email, password, name }: Account): Promise<string> {
  const admin = (op: string, body: object) =>
    auth(`projects/${DEMO_PROJECT_ID}/accounts:${op}`, body);
  const signsIn = async () =>
    (await auth('accounts:signInWithPassword?key=demo-api-key', { email, password })).localId ===
    uid;
  const { users = [] } = (await admin('lookup', { email: [email] })) as {
    users?: { localId: string; displayName?: string }[];
  };
  if (users[0]?.localId === uid && users[0].displayName === name && (await signsIn()))
    return 'ya existía';
  // Another account holding the e-mail (e.g. signed up by hand) would block the fixed uid.
  for (const { localId } of users) if (localId !== uid) await admin('delete', { localId });
  const user = {
    localId: uid,
    email,
    rawPassword: password,
    displayName: name,
    emailVerified: true,
  };
  await admin('batchCreate', { allowOverwrite: true, users: [user] });
  if (!(await signsIn())) throw new Error(`${email} no inicia sesión con el uid ${uid}.`);
  return users.length > 0 ? 'actualizada' : 'creada';
}

/**
 * Creates users/{uid}; an existing one keeps the user's progress, only its role is corrected, and
 * a demo sales admin whose document never had the flag gets it (one an admin took off sales in
 * Usuarios, `sales: false`, stays so).
 */
async function ensureUserDocs(): Promise<string[]> {
  const [host = '', port] = FIRESTORE.split(':');
  const env = await initializeTestEnvironment({
    projectId: DEMO_PROJECT_ID,
    firestore: { host, port: Number(port) },
  });
  const lines: string[] = [];
  await env.withSecurityRulesDisabled(async (context) => {
    for (const { uid, doc: fresh } of demoUserDocs(new Date().toISOString())) {
      const ref = context.firestore().doc(`users/${uid}`);
      const snap = await ref.get();
      const data = snap.data() ?? {};
      // Only admins are sales: a document whose role is corrected away loses the flag too.
      const { role, ...kept } = data;
      if (!fresh.role)
        for (const key of ['sales', 'salesChangedAt', 'salesChangedBy']) delete kept[key];
      // The demo admin is a sales admin (`sales: true`), so a fresh local start has one to assign
      // new leads to (the lead trigger assigns them round robin among the sales admins).
      const sales = uid === DEMO_ACCOUNTS.admin.uid && fresh.role === 'admin';
      const roleFixed = role !== fresh.role;
      const salesAdded = sales && !('sales' in data);
      const done = !snap.exists
        ? 'creado'
        : [roleFixed && 'rol corregido', salesAdded && 'marcado como ventas']
            .filter(Boolean)
            .join(', ') || 'ya existía';
      // createdAt as a Timestamp, like the server time the app stores (firestore.rules): an ISO
      // string would sort above every account the app creates in the admin's list.
      // Both accounts are created verified in Auth (ensureAccount): their documents say so as
      // confirmEmailVerified would record it, so the dashboard needs no call to find it out.
      const created = new Date(fresh.createdAt);
      if (!snap.exists)
        await ref.set({
          ...fresh,
          ...(sales && { sales: true }),
          createdAt: created,
          emailVerified: true,
          emailVerifiedAt: created,
        });
      else if (roleFixed || salesAdded)
        await ref.set({
          ...kept,
          ...(fresh.role && { role: 'admin' }),
          ...(salesAdded && { sales: true }),
        });
      lines.push(`Firestore: users/${uid} ${done}`);
    }
  });
  await env.cleanup();
  return lines;
}

/**
 * Seeds both demo accounts and, with `firestore`, their documents and then, unless `demo` is
 * false, the demo business (functions/src/demo: its accounts, then its data, once); one Spanish
 * line per item.
 */
export async function seedDemoData({
  firestore,
  demo = true,
}: {
  firestore: boolean;
  demo?: boolean;
}): Promise<string[]> {
  const lines = [];
  for (const account of Object.values(DEMO_ACCOUNTS))
    lines.push(`Auth: ${account.email} (uid ${account.uid}) ${await ensureAccount(account)}`);
  if (!firestore) return lines;
  lines.push(...(await ensureUserDocs()));
  if (!demo) return lines;
  const business = await import('../functions/src/demo/seed');
  for (const account of Object.values(business.DEMO_PEOPLE)) await ensureAccount(account);
  return [...lines, ...(await business.seedDemoBusiness())];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const up = (origin: string) =>
    fetch(origin, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
  if (!(await up(AUTH))) {
    console.error(`[seed] El emulador de Auth no responde en ${AUTH}: arráncalo con "npm start".`);
    process.exit(1);
  }
  const firestore = await up(`http://${FIRESTORE}`);
  process.env.GCLOUD_PROJECT ??= DEMO_PROJECT_ID;
  process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE;
  for (const line of await seedDemoData({ firestore, demo: !process.argv.includes('--no-demo') }))
    console.log(`[seed] ${line}`);
  if (!firestore)
    console.log('[seed] Sin emulador de Firestore: la app crea users/{uid} en el navegador.');
}
