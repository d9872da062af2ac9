/**
 * Who is who in the rental portal's rules tests, each document as the app writes it, and the
 * portal every test of client-portal and service-limits starts from (also used by service-mail,
 * person-leaves, readings-atomic and company-accounts). A client is a company
 * (docs/decisions/0041-company-accounts.md): CARLA's and OTTO's are companies as the migration
 * leaves them, whose id is their founder's uid and whose founder is its administrator.
 */
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { COLOR_DEVICE } from '../../src/data/rental/test-utils/client-portal-fixtures';
import { newUserDoc } from '../../src/data/user-doc';
import { monthId, previousMonthId } from '../../src/domain/client-portal';
import { serialKey } from '../../src/domain/service-limits';

type Data = Record<string, unknown>;

export const NOW = '2026-03-02T15:04:05.678Z';
export const T0 = Timestamp.fromDate(new Date('2026-03-01T15:00:00.000Z'));
/** The administrator of the company `carla` (its id), which rents DEVICE. */
export const CARLA = 'carla';
/** The administrator of another company, `otto`, which rents OTTO_DEVICE. */
export const OTTO = 'otto';
/** A verified guest who is not a client. */
export const GUEST = 'gabo';
export const ADMIN = 'boss';
export const DEVICE = 'equipo-carla';
export const OTTO_DEVICE = 'equipo-otto';
export const THIS_MONTH = monthId(new Date());
export const LAST_MONTH = previousMonthId(THIS_MONTH);

export const email = (uid: string) => `${uid}@example.com`;

/** users/{uid} of an e-mail/password account as the app creates it at `at`, with `extra`. */
export const user = (uid: string, extra: Data = {}, at = NOW): Data => ({
  ...(JSON.parse(
    JSON.stringify(
      newUserDoc({ name: uid, email: email(uid), photoURL: null, authProvider: 'password' }, at),
    ),
  ) as Data),
  ...extra,
});

/** clients/{clientId} as linkClient writes it (linkedAt: the server's time); `uid` its contact. */
export const clientDoc = (uid: string, extra: Data = {}): Data => ({
  email: email(uid),
  name: `Contacto ${uid}`,
  company: 'Hotel Caribe',
  leadId: null,
  linkedAt: serverTimestamp(),
  linkedBy: ADMIN,
  ...extra,
});

/** members/{uid} as the desk writes it (addedAt: the server's time), in company `clientId`. */
export const memberDoc = (
  uid: string,
  clientId: string,
  role: 'administrador' | 'usuario' | 'facturacion',
  extra: Data = {},
): Data => ({
  clientId,
  role,
  email: email(uid),
  name: uid,
  addedAt: serverTimestamp(),
  addedBy: ADMIN,
  ...extra,
});

/** equipment/{id} as registerEquipment writes it (COLOR_DEVICE by default), of company clientId. */
export const equipmentDoc = (clientId: string, extra: Data = {}): Data => ({
  clientId,
  ...COLOR_DEVICE,
  lastReading: null,
  lastReadingMonth: '',
  createdAt: serverTimestamp(),
  createdBy: ADMIN,
  updatedAt: serverTimestamp(),
  updatedBy: ADMIN,
  ...extra,
});

/** A seeded device, stored as if registered at T0. */
export const storedEquipment = (clientId: string, extra: Data = {}): Data =>
  equipmentDoc(clientId, { createdAt: T0, updatedAt: T0, ...extra });

/**
 * The service-level keys of a new client ticket (a device with the contract's default promises,
 * 4 and 16 business hours): the clock at rest, no technician, no visit, not yet notified.
 */
export const NEW_TICKET_CLOCK: Data = {
  responseHours: 4,
  resolutionHours: 16,
  respondedAt: null,
  pausedAt: null,
  pausedMinutes: 0,
  resolvedAt: null,
  dueAt: null,
  technicianUid: null,
  technicianName: '',
  visit: null,
  openedBy: 'cliente',
  notified: false,
};

/**
 * A toner ticket for DEVICE as createTicket writes it, opened by `uid` for the company `uid`
 * founded (clientId: pass another one in `extra` for a member of someone else's company).
 */
export const tonerTicket = (uid: string, extra: Data = {}): Data => ({
  equipmentId: DEVICE,
  clientId: uid,
  authorUid: uid,
  clientEmail: email(uid),
  equipment: { model: COLOR_DEVICE.model, serial: COLOR_DEVICE.serial },
  kind: 'toner',
  tonerColors: ['Negro', 'Cian'],
  description: '',
  status: 'Abierto',
  open: true,
  createdAt: serverTimestamp(),
  statusChangedAt: null,
  statusChangedBy: null,
  lastReplyAt: null,
  ...NEW_TICKET_CLOCK,
  ...extra,
});

/** A fault ticket ("falla") for DEVICE as createTicket writes it. */
export const faultTicket = (uid: string, extra: Data = {}): Data => {
  const { tonerColors: _colors, ...ticket } = tonerTicket(uid, {
    kind: 'falla',
    category: 'Atasco de papel',
    description: 'Se atora el papel en la bandeja 2.',
    ...extra,
  });
  return ticket;
};

type Seed = (path: string, data: Data) => Promise<void>;

/**
 * CARLA, OTTO and GUEST verified, ADMIN an admin; the companies `carla` and `otto` linked at T0,
 * each with its founder as its administrator (members/{uid}).
 */
export async function seedPeople(seed: Seed) {
  for (const uid of [CARLA, OTTO, GUEST])
    await seed(`users/${uid}`, user(uid, { emailVerified: true }));
  await seed(`users/${ADMIN}`, user(ADMIN, { role: 'admin' }));
  for (const uid of [CARLA, OTTO]) {
    await seed(`clients/${uid}`, clientDoc(uid, { linkedAt: T0 }));
    await seed(`members/${uid}`, memberDoc(uid, uid, 'administrador', { addedAt: T0 }));
  }
}

/**
 * The portal each test starts from: seedPeople's, each client renting a device stored at T0
 * (DEVICE is COLOR_DEVICE, OTTO_DEVICE has the serial OTTO-1) that holds its serial's marker.
 */
export async function seedPortal(seed: Seed) {
  await seedPeople(seed);
  await seed(`equipment/${DEVICE}`, storedEquipment(CARLA));
  await seed(`equipment/${OTTO_DEVICE}`, storedEquipment(OTTO, { serial: 'OTTO-1' }));
  await seed(`equipmentSerials/${serialKey(COLOR_DEVICE.serial)}`, { equipmentId: DEVICE });
  await seed(`equipmentSerials/${serialKey('OTTO-1')}`, { equipmentId: OTTO_DEVICE });
}
