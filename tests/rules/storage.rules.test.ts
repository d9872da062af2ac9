/**
 * storage.rules: each user's one profile photo at profile_pictures/{uid}/foto-de-perfil, as the
 * owner, another user and a visitor; a rental client's counter and fault photos (only the
 * administrator and users of the device's company upload, at one fixed name each), as the owner
 * (the administrator of a company whose id is their uid, as migrated), another company, a guest,
 * an admin and a visitor, and as each role of a company, a removed member included. A counter's
 * photo only once, for a stored reading that names it (its sender's). Run with `npm run test:rules` (Firestore and Storage
 * emulators; Java 21+); the `rules` project of vitest.config.ts includes this file only where
 * the Storage emulator started.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { PROFILE_PHOTO_MAX_BYTES } from '../../src/domain/validation';
import { createFirestoreRulesEnv, createStorageRulesEnv, passwordToken } from './rules-env';

const ALICE = 'alice';
const BOB = 'bob';
const MB = 1024 * 1024;

let env: RulesTestEnvironment;

const storageAs = (uid: string) =>
  env.authenticatedContext(uid, passwordToken(`${uid}@example.com`)).storage();
const visitorStorage = () => env.unauthenticatedContext().storage();

type Storage = ReturnType<typeof visitorStorage>;
type Reference = ReturnType<Storage['ref']>;
type UploadMetadata = NonNullable<Parameters<Reference['put']>[1]>;
type SettableMetadata = Parameters<Reference['updateMetadata']>[0];

/** A file of `size` bytes starting with the PNG signature (the rules look at the declared type). */
function bytes(size: number): Uint8Array {
  const data = new Uint8Array(size);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].slice(0, size));
  return data;
}

/**
 * Uploads and resolves when done (the compat UploadTask is only thenable). By default it sends
 * what the app sends: uploadBytes(ref, file, { contentType }).
 */
function upload(
  storage: Storage,
  path: string,
  size: number,
  contentType: string,
  extra: Omit<UploadMetadata, 'contentType'> = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    storage
      .ref(path)
      .put(bytes(size), { contentType, ...extra })
      .then(resolve, reject);
  });
}

/**
 * The one place the app stores a user's photo (src/data/profile-photos.ts, profilePhotoPath;
 * its unit test pins the same literal).
 */
const photoPath = (uid: string) => `profile_pictures/${uid}/foto-de-perfil`;
const ALICE_PHOTO = photoPath(ALICE);

beforeAll(async () => {
  env = await createStorageRulesEnv();
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearStorage();
});

async function seedFile(path: string, contentType = 'image/png'): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await upload(context.storage(), path, 1024, contentType);
  });
}

async function storedContentType(path: string): Promise<string | undefined> {
  let contentType: string | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    contentType = (await context.storage().ref(path).getMetadata()).contentType ?? undefined;
  });
  return contentType;
}

async function storedNames(folder: string): Promise<string[]> {
  let names: string[] = [];
  await env.withSecurityRulesDisabled(async (context) => {
    names = (await context.storage().ref(folder).listAll()).items.map((item) => item.name);
  });
  return names;
}

describe('profile_pictures/{uid}/foto-de-perfil: upload', () => {
  it('lets the owner upload a 1 MB PNG, and JPEG, WebP and GIF images', async () => {
    const storage = storageAs(ALICE);
    await assertSucceeds(upload(storage, ALICE_PHOTO, 1 * MB, 'image/png'));
    await assertSucceeds(upload(storage, ALICE_PHOTO, 200_000, 'image/jpeg'));
    await assertSucceeds(upload(storage, ALICE_PHOTO, 200_000, 'image/webp'));
    await assertSucceeds(upload(storage, ALICE_PHOTO, 200_000, 'image/gif'));
  });

  it('keeps one photo per user: each upload replaces the previous one', async () => {
    const storage = storageAs(ALICE);
    await assertSucceeds(upload(storage, ALICE_PHOTO, 2048, 'image/png'));
    await assertSucceeds(upload(storage, ALICE_PHOTO, 4096, 'image/webp'));
    expect(await storedNames(`profile_pictures/${ALICE}`)).toEqual(['foto-de-perfil']);
    expect(await storedContentType(ALICE_PHOTO)).toBe('image/webp');
  });

  it('accepts exactly 5 MB and refuses a 6 MB file (or 5 MB + 1 byte), or an empty one', async () => {
    const storage = storageAs(ALICE);
    await assertSucceeds(upload(storage, ALICE_PHOTO, PROFILE_PHOTO_MAX_BYTES, 'image/png'));
    await assertFails(upload(storage, ALICE_PHOTO, 6 * MB, 'image/png'));
    await assertFails(upload(storage, ALICE_PHOTO, PROFILE_PHOTO_MAX_BYTES + 1, 'image/png'));
    await assertFails(upload(storage, ALICE_PHOTO, 0, 'image/png'));
  });

  it('refuses a PDF, SVG, HTML or untyped file as a photo', async () => {
    const storage = storageAs(ALICE);
    await assertFails(upload(storage, ALICE_PHOTO, 100_000, 'application/pdf'));
    await assertFails(upload(storage, ALICE_PHOTO, 10_000, 'image/svg+xml'));
    await assertFails(upload(storage, ALICE_PHOTO, 10_000, 'text/html'));
    await assertFails(upload(storage, ALICE_PHOTO, 10_000, 'application/octet-stream'));
    await assertFails(upload(storage, ALICE_PHOTO, 10_000, 'image/png; charset=x'));
  });

  it('refuses custom metadata of any kind', async () => {
    const storage = storageAs(ALICE);
    await assertFails(
      upload(storage, ALICE_PHOTO, 10_000, 'image/png', { customMetadata: { owner: ALICE } }),
    );
    await assertFails(
      upload(storage, ALICE_PHOTO, 10_000, 'image/jpeg', { customMetadata: { a: '' } }),
    );
  });

  it('refuses a Content-Disposition', async () => {
    const storage = storageAs(ALICE);
    await assertFails(
      upload(storage, ALICE_PHOTO, 10_000, 'image/png', { contentDisposition: 'attachment' }),
    );
    await assertFails(
      upload(storage, ALICE_PHOTO, 10_000, 'image/png', {
        contentDisposition: 'inline; filename="foto.html"',
      }),
    );
  });

  it("refuses writing another user's photo, and any upload by a visitor", async () => {
    await assertFails(upload(storageAs(BOB), ALICE_PHOTO, 1 * MB, 'image/png'));
    await assertFails(upload(visitorStorage(), ALICE_PHOTO, 1 * MB, 'image/png'));
  });

  it('refuses any other name in the folder, so uploads cannot pile up', async () => {
    const storage = storageAs(ALICE);
    const folder = `profile_pictures/${ALICE}`;
    await assertFails(upload(storage, `${folder}/1767225600000_foto.png`, 1024, 'image/png'));
    await assertFails(upload(storage, `${folder}/foto-de-perfil.png`, 1024, 'image/png'));
    await assertFails(upload(storage, `${folder}/Foto-de-perfil`, 1024, 'image/png'));
    await assertFails(upload(storage, `${folder}/foto-de-perfil/otra`, 1024, 'image/png'));
    await assertFails(upload(storage, `${folder}/otra/foto-de-perfil`, 1024, 'image/png'));
    expect(await storedNames(folder)).toEqual([]);
  });

  it('refuses uploads anywhere else', async () => {
    await assertFails(upload(storageAs(ALICE), 'otros/alice.png', 1024, 'image/png'));
    await assertFails(upload(storageAs(ALICE), `profile_pictures/${ALICE}`, 1024, 'image/png'));
    await assertFails(upload(storageAs(ALICE), 'foto-de-perfil', 1024, 'image/png'));
    await assertFails(upload(storageAs(ALICE), 'recursos/guia.html', 1024, 'text/html'));
  });
});

describe('profile_pictures/{uid}/foto-de-perfil: metadata changes', () => {
  beforeEach(async () => {
    await seedFile(ALICE_PHOTO);
  });

  const change = (storage: Storage, metadata: SettableMetadata) =>
    storage.ref(ALICE_PHOTO).updateMetadata(metadata);

  it('refuses custom metadata, a Content-Disposition or a non-image type, even to the owner', async () => {
    const storage = storageAs(ALICE);
    await assertFails(change(storage, { customMetadata: { owner: ALICE } }));
    await assertFails(change(storage, { contentDisposition: 'attachment; filename="x.html"' }));
    await assertFails(change(storage, { contentType: 'image/svg+xml' }));
    await assertFails(change(storage, { contentType: 'text/html' }));
  });

  it('refuses any change by another user or a visitor', async () => {
    await assertFails(change(storageAs(BOB), { contentType: 'image/jpeg' }));
    await assertFails(change(visitorStorage(), { contentType: 'image/jpeg' }));
  });
});

describe('profile_pictures/{uid}/foto-de-perfil: read, list and delete', () => {
  beforeEach(async () => {
    await seedFile(ALICE_PHOTO);
  });

  it('lets signed-in users read profile photos; visitors cannot', async () => {
    await assertSucceeds(storageAs(ALICE).ref(ALICE_PHOTO).getMetadata());
    await assertSucceeds(storageAs(BOB).ref(ALICE_PHOTO).getMetadata());
    await assertFails(visitorStorage().ref(ALICE_PHOTO).getMetadata());
  });

  it('refuses listing any folder, to everyone', async () => {
    await assertFails(storageAs(ALICE).ref(`profile_pictures/${ALICE}`).listAll());
    await assertFails(storageAs(ALICE).ref(`profile_pictures/${ALICE}`).list({ maxResults: 10 }));
    await assertFails(storageAs(BOB).ref('profile_pictures').listAll());
    await assertFails(visitorStorage().ref('profile_pictures').listAll());
    await assertFails(storageAs(ALICE).ref().listAll());
  });

  it('lets no client delete a photo, the owner included (the deleteMyAccount function does)', async () => {
    await assertFails(storageAs(BOB).ref(ALICE_PHOTO).delete());
    await assertFails(visitorStorage().ref(ALICE_PHOTO).delete());
    await assertFails(storageAs(ALICE).ref(ALICE_PHOTO).delete());
    await assertSucceeds(storageAs(ALICE).ref(ALICE_PHOTO).getMetadata());
  });

  it('closes files stored under other names (older uploads): no read, no delete', async () => {
    const old = `profile_pictures/${ALICE}/1767225600000_foto.png`;
    await seedFile(old);
    await assertFails(storageAs(ALICE).ref(old).getMetadata());
    await assertFails(storageAs(ALICE).ref(old).delete());
  });
});

// A rental client's photos (src/data/rental/equipment/client-files.ts meterPhotoPath and ticketPhotoPath): the
// rules read Firestore (cross-service rules) for the caller's membership, the device's company,
// an admin's role and whether the ticket is stored, so these tests seed Firestore too. ALICE and
// BOB are the administrators of the companies `alice` and `bob`.
const ADMIN = 'boss';
const GUEST = 'gabo';
const ALICE_DEVICE = 'eq1';
const BOB_DEVICE = 'eq2';
const TICKET_ID = 'AbCdEfGhIjKlMnOpQr12';
const meterPhoto = (clientId: string, month = '2026-05', device = ALICE_DEVICE) =>
  `meter_photos/${clientId}/${device}/${month}`;
const ticketPhoto = (clientId: string, name = TICKET_ID, device = ALICE_DEVICE) =>
  `ticket_photos/${clientId}/${device}/${name}`;
const member = (clientId: string, role: string) => ({ clientId, role });

let firestoreEnv: RulesTestEnvironment;

async function seedDoc(path: string, data: Record<string, unknown>): Promise<void> {
  await firestoreEnv.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(path).set(data);
  });
}

describe('a rental client’s photos', () => {
  beforeAll(async () => {
    firestoreEnv = await createFirestoreRulesEnv();
  });

  afterAll(async () => {
    await firestoreEnv?.cleanup();
  });

  beforeEach(async () => {
    await firestoreEnv.clearFirestore();
    await seedDoc(`users/${ADMIN}`, { role: 'admin' });
    await seedDoc(`users/${GUEST}`, { role: 'user' });
    await seedDoc(`members/${ALICE}`, member(ALICE, 'administrador'));
    await seedDoc(`members/${BOB}`, member(BOB, 'administrador'));
    await seedDoc(`equipment/${ALICE_DEVICE}`, { clientId: ALICE });
    await seedDoc(`equipment/${BOB_DEVICE}`, { clientId: BOB });
  });

  describe('meter_photos/{uid}/{equipmentId}/{YYYY-MM}: the counter photo of a reading', () => {
    /** Stores equipment/{device}/readings/{month}, sent by `by`, naming `photoPath`. */
    const seedReading = (
      by: string,
      month = '2026-05',
      device = ALICE_DEVICE,
      photoPath: string | null = meterPhoto(by, month, device),
    ) =>
      seedDoc(`equipment/${device}/readings/${month}`, {
        month,
        bw: 1000,
        color: 0,
        by,
        ...(photoPath === null ? {} : { photoPath }),
      });

    it('lets the device’s client upload the photo of a stored reading once, never replaced', async () => {
      const storage = storageAs(ALICE);
      await seedReading(ALICE);
      await assertSucceeds(
        upload(storage, meterPhoto(ALICE), PROFILE_PHOTO_MAX_BYTES, 'image/jpeg'),
      );
      // A second upload (a replacement) and a metadata change are refused: one photo per reading.
      await assertFails(upload(storage, meterPhoto(ALICE), 1024, 'image/png'));
      await assertFails(
        storage.ref(meterPhoto(ALICE)).updateMetadata({ contentType: 'image/png' }),
      );
      expect(await storedContentType(meterPhoto(ALICE))).toBe('image/jpeg');
    });

    it('refuses a month with no reading: not one of 120,000 names', async () => {
      const storage = storageAs(ALICE);
      await assertFails(upload(storage, meterPhoto(ALICE), 1024, 'image/png'));
      await assertFails(upload(storage, meterPhoto(ALICE, '2026-12'), 1024, 'image/png'));
      await assertFails(upload(storage, meterPhoto(ALICE, '9999-12'), 1024, 'image/png'));
      expect(await storedNames(`meter_photos/${ALICE}/${ALICE_DEVICE}`)).toEqual([]);
    });

    it('refuses a reading without a photo, naming another path, or sent by someone else', async () => {
      const storage = storageAs(ALICE);
      await seedReading(ALICE, '2026-05', ALICE_DEVICE, null);
      await assertFails(upload(storage, meterPhoto(ALICE), 1024, 'image/png'));
      await seedReading(ALICE, '2026-06', ALICE_DEVICE, meterPhoto(ALICE, '2026-05'));
      await assertFails(upload(storage, meterPhoto(ALICE, '2026-06'), 1024, 'image/png'));
      await seedReading(ADMIN, '2026-07', ALICE_DEVICE, meterPhoto(ALICE, '2026-07'));
      await assertFails(upload(storage, meterPhoto(ALICE, '2026-07'), 1024, 'image/png'));
      expect(await storedNames(`meter_photos/${ALICE}/${ALICE_DEVICE}`)).toEqual([]);
    });

    it('refuses a file that is not an image, too large, empty or with metadata', async () => {
      const storage = storageAs(ALICE);
      await seedReading(ALICE);
      await assertFails(upload(storage, meterPhoto(ALICE), 10_000, 'application/pdf'));
      await assertFails(upload(storage, meterPhoto(ALICE), 10_000, 'image/svg+xml'));
      await assertFails(
        upload(storage, meterPhoto(ALICE), PROFILE_PHOTO_MAX_BYTES + 1, 'image/png'),
      );
      await assertFails(upload(storage, meterPhoto(ALICE), 0, 'image/png'));
      await assertFails(
        upload(storage, meterPhoto(ALICE), 10_000, 'image/png', { customMetadata: { a: 'b' } }),
      );
      expect(await storedNames(`meter_photos/${ALICE}/${ALICE_DEVICE}`)).toEqual([]);
    });

    it('refuses names that are not a month', async () => {
      const storage = storageAs(ALICE);
      await seedReading(ALICE);
      await assertFails(upload(storage, meterPhoto(ALICE, '2026-13'), 1024, 'image/png'));
      await assertFails(upload(storage, meterPhoto(ALICE, 'foto.png'), 1024, 'image/png'));
      await assertFails(upload(storage, `meter_photos/${ALICE}/2026-05`, 1024, 'image/png'));
      await assertFails(upload(storage, `${meterPhoto(ALICE)}/otra`, 1024, 'image/png'));
    });

    it('refuses another client, a device not one’s own, a guest with no device, an admin and visitors', async () => {
      await seedReading(ALICE);
      await seedReading(BOB, '2026-05', BOB_DEVICE);
      await assertFails(upload(storageAs(BOB), meterPhoto(ALICE), 1024, 'image/png'));
      // Bob's own folder, but Alice's device (or a device that does not exist).
      await assertFails(upload(storageAs(BOB), meterPhoto(BOB), 1024, 'image/png'));
      await assertFails(
        upload(storageAs(BOB), meterPhoto(BOB, '2026-05', 'nada'), 1024, 'image/png'),
      );
      await assertFails(upload(storageAs(GUEST), meterPhoto(GUEST), 1024, 'image/png'));
      await assertFails(upload(storageAs(ADMIN), meterPhoto(ALICE), 1024, 'image/png'));
      await assertFails(upload(visitorStorage(), meterPhoto(ALICE), 1024, 'image/png'));
      await assertSucceeds(
        upload(storageAs(BOB), meterPhoto(BOB, '2026-05', BOB_DEVICE), 1024, 'image/png'),
      );
      await assertSucceeds(upload(storageAs(ALICE), meterPhoto(ALICE), 1024, 'image/png'));
    });

    it('lets the owner and admins read it; nobody lists or deletes', async () => {
      await seedFile(meterPhoto(ALICE));
      await assertSucceeds(storageAs(ALICE).ref(meterPhoto(ALICE)).getMetadata());
      await assertSucceeds(storageAs(ADMIN).ref(meterPhoto(ALICE)).getMetadata());
      await assertFails(storageAs(BOB).ref(meterPhoto(ALICE)).getMetadata());
      await assertFails(storageAs(GUEST).ref(meterPhoto(ALICE)).getMetadata());
      await assertFails(visitorStorage().ref(meterPhoto(ALICE)).getMetadata());
      await assertFails(storageAs(ALICE).ref(`meter_photos/${ALICE}/eq1`).listAll());
      await assertFails(storageAs(ALICE).ref(meterPhoto(ALICE)).delete());
      await assertFails(storageAs(ADMIN).ref(meterPhoto(ALICE)).delete());
    });
  });

  describe('ticket_photos/{uid}/{equipmentId}/{ticketId}: the photo of a fault report', () => {
    /** Stores tickets/{id} as the founder's fault report on `device` naming `photoPath`. */
    const seedTicket = (
      uid: string,
      id = TICKET_ID,
      device = ALICE_DEVICE,
      photoPath: string | null = ticketPhoto(uid, id, device),
    ) =>
      seedDoc(`tickets/${id}`, {
        clientId: uid,
        authorUid: uid,
        equipmentId: device,
        kind: 'falla',
        ...(photoPath === null ? {} : { photoPath }),
      });

    it('lets the device’s client upload the photo of a stored ticket once, never replaced', async () => {
      const storage = storageAs(ALICE);
      await seedTicket(ALICE);
      await assertSucceeds(upload(storage, ticketPhoto(ALICE), 1 * MB, 'image/gif'));
      // A second upload (a replacement) and a metadata change are refused: one photo per ticket.
      await assertFails(upload(storage, ticketPhoto(ALICE), 1024, 'image/png'));
      await assertFails(
        storage.ref(ticketPhoto(ALICE)).updateMetadata({ contentType: 'image/png' }),
      );
      expect(await storedContentType(ticketPhoto(ALICE))).toBe('image/gif');
    });

    it('refuses an upload before the ticket is stored', async () => {
      await assertFails(upload(storageAs(ALICE), ticketPhoto(ALICE), 1024, 'image/png'));
      expect(await storedNames(`ticket_photos/${ALICE}/${ALICE_DEVICE}`)).toEqual([]);
    });

    it('refuses an upload for a ticket without a photo, or naming another path', async () => {
      const storage = storageAs(ALICE);
      await seedTicket(ALICE, TICKET_ID, ALICE_DEVICE, null);
      await assertFails(upload(storage, ticketPhoto(ALICE), 1024, 'image/png'));
      const other = 'ZyXwVuTsRqPoNmLkJi98';
      await seedTicket(ALICE, other, ALICE_DEVICE, ticketPhoto(ALICE));
      await assertFails(upload(storage, ticketPhoto(ALICE, other), 1024, 'image/png'));
      expect(await storedNames(`ticket_photos/${ALICE}/${ALICE_DEVICE}`)).toEqual([]);
    });

    it('refuses an upload under a ticket of another client or another device', async () => {
      // Bob's ticket on his device: Alice may not upload it, not even into her own folder.
      await seedTicket(BOB, TICKET_ID, BOB_DEVICE);
      await assertFails(
        upload(storageAs(ALICE), ticketPhoto(BOB, TICKET_ID, BOB_DEVICE), 1024, 'image/png'),
      );
      await assertFails(
        upload(storageAs(ALICE), ticketPhoto(ALICE, TICKET_ID, ALICE_DEVICE), 1024, 'image/png'),
      );
      await assertFails(
        upload(storageAs(ALICE), ticketPhoto(ALICE, TICKET_ID, BOB_DEVICE), 1024, 'image/png'),
      );
      await assertSucceeds(
        upload(storageAs(BOB), ticketPhoto(BOB, TICKET_ID, BOB_DEVICE), 1024, 'image/png'),
      );
    });

    it('refuses names that are not a ticket id, and files that are not a photo', async () => {
      const storage = storageAs(ALICE);
      await seedTicket(ALICE);
      await assertFails(upload(storage, ticketPhoto(ALICE, 'foto.png'), 1024, 'image/png'));
      await assertFails(upload(storage, ticketPhoto(ALICE, '1780000000000'), 1024, 'image/png'));
      await assertFails(upload(storage, ticketPhoto(ALICE), 1024, 'text/html'));
      await assertFails(
        upload(storage, ticketPhoto(ALICE), PROFILE_PHOTO_MAX_BYTES + 1, 'image/png'),
      );
      await assertSucceeds(upload(storage, ticketPhoto(ALICE), 1024, 'image/png'));
    });

    it('refuses another client, a device not one’s own, a guest with no device, an admin and visitors', async () => {
      await seedTicket(ALICE);
      await assertFails(upload(storageAs(BOB), ticketPhoto(ALICE), 1024, 'image/png'));
      await assertFails(upload(storageAs(BOB), ticketPhoto(BOB), 1024, 'image/png'));
      await assertFails(upload(storageAs(GUEST), ticketPhoto(GUEST), 1024, 'image/png'));
      await assertFails(
        upload(storageAs(GUEST), ticketPhoto(GUEST, TICKET_ID, 'nada'), 1024, 'image/png'),
      );
      await assertFails(upload(storageAs(ADMIN), ticketPhoto(ALICE), 1024, 'image/png'));
      await assertFails(upload(visitorStorage(), ticketPhoto(ALICE), 1024, 'image/png'));
      await assertSucceeds(upload(storageAs(ALICE), ticketPhoto(ALICE), 1024, 'image/png'));
    });

    it('lets the owner and admins read it; nobody lists or deletes', async () => {
      await seedFile(ticketPhoto(ALICE));
      await assertSucceeds(storageAs(ALICE).ref(ticketPhoto(ALICE)).getMetadata());
      await assertSucceeds(storageAs(ADMIN).ref(ticketPhoto(ALICE)).getMetadata());
      await assertFails(storageAs(BOB).ref(ticketPhoto(ALICE)).getMetadata());
      await assertFails(visitorStorage().ref(ticketPhoto(ALICE)).getMetadata());
      await assertFails(storageAs(ALICE).ref(`ticket_photos/${ALICE}/eq1`).listAll());
      await assertFails(storageAs(ALICE).ref(ticketPhoto(ALICE)).delete());
    });
  });

  describe('the roles of a company (docs/decisions/0041-company-accounts.md)', () => {
    const UMA = 'uma'; // "Usuario" of alice's company
    const FELI = 'feli'; // "Facturación" of alice's company
    const ticketOf = (author: string, id = TICKET_ID) =>
      seedDoc(`tickets/${id}`, {
        clientId: ALICE,
        authorUid: author,
        equipmentId: ALICE_DEVICE,
        kind: 'falla',
        photoPath: ticketPhoto(ALICE, id),
      });

    beforeEach(async () => {
      await seedDoc(`members/${UMA}`, member(ALICE, 'usuario'));
      await seedDoc(`members/${FELI}`, member(ALICE, 'facturacion'));
    });

    it('lets a user upload a counter photo in the company’s folder; billing and a removed member cannot', async () => {
      await seedDoc(`equipment/${ALICE_DEVICE}/readings/2026-05`, {
        month: '2026-05',
        by: UMA,
        photoPath: meterPhoto(ALICE),
      });
      await seedDoc(`equipment/${ALICE_DEVICE}/readings/2026-06`, {
        month: '2026-06',
        by: FELI,
        photoPath: meterPhoto(ALICE, '2026-06'),
      });
      await assertFails(upload(storageAs(FELI), meterPhoto(ALICE, '2026-06'), 1024, 'image/png'));
      await assertSucceeds(upload(storageAs(UMA), meterPhoto(ALICE), 1024, 'image/png'));
      await assertFails(upload(storageAs(UMA), meterPhoto(UMA), 1024, 'image/png'));
      await assertFails(upload(storageAs(FELI), meterPhoto(ALICE), 1024, 'image/png'));
      await assertSucceeds(storageAs(UMA).ref(meterPhoto(ALICE)).getMetadata());
      await assertFails(storageAs(FELI).ref(meterPhoto(ALICE)).getMetadata());
      await firestoreEnv.withSecurityRulesDisabled(async (context) => {
        await context.firestore().doc(`members/${UMA}`).delete();
      });
      await assertFails(storageAs(UMA).ref(meterPhoto(ALICE)).getMetadata());
      await assertFails(upload(storageAs(UMA), meterPhoto(ALICE), 1024, 'image/png'));
    });

    it('lets only the ticket’s author upload its photo; a user reads only their own tickets’ photos', async () => {
      await ticketOf(UMA);
      await assertFails(upload(storageAs(ALICE), ticketPhoto(ALICE), 1024, 'image/png'));
      await assertFails(upload(storageAs(FELI), ticketPhoto(ALICE), 1024, 'image/png'));
      await assertSucceeds(upload(storageAs(UMA), ticketPhoto(ALICE), 1024, 'image/png'));
      await assertSucceeds(storageAs(UMA).ref(ticketPhoto(ALICE)).getMetadata());
      // The administrator reads every ticket's photo; billing none.
      await assertSucceeds(storageAs(ALICE).ref(ticketPhoto(ALICE)).getMetadata());
      await assertFails(storageAs(FELI).ref(ticketPhoto(ALICE)).getMetadata());
      // Another member's ticket: the user does not read its photo.
      const other = 'ZyXwVuTsRqPoNmLkJi98';
      await ticketOf(ALICE, other);
      await seedFile(ticketPhoto(ALICE, other));
      await assertFails(storageAs(UMA).ref(ticketPhoto(ALICE, other)).getMetadata());
      await assertSucceeds(storageAs(ALICE).ref(ticketPhoto(ALICE, other)).getMetadata());
    });

    // A client reply's photo ("Responder"): {ticketId}-{replyId}, after the reply names it.
    const REPLY_ID = 'ReplyReplyReplyReply';
    const replyPhoto = (replyId = REPLY_ID) => ticketPhoto(ALICE, `${TICKET_ID}-${replyId}`);
    const replyOf = (author: string, replyId = REPLY_ID, extra: Record<string, unknown> = {}) =>
      seedDoc(`tickets/${TICKET_ID}/replies/${replyId}`, {
        text: 'Así se ve ahora.',
        authorUid: author,
        fromClient: true,
        photoPath: replyPhoto(replyId),
        ...extra,
      });

    it('lets a client reply’s author upload its photo once, after the reply names it', async () => {
      await ticketOf(UMA);
      await assertFails(upload(storageAs(UMA), replyPhoto(), 1024, 'image/png'));
      await replyOf(UMA);
      await assertFails(upload(storageAs(ALICE), replyPhoto(), 1024, 'image/png'));
      await assertFails(upload(storageAs(FELI), replyPhoto(), 1024, 'image/png'));
      await assertFails(upload(storageAs(BOB), replyPhoto(), 1024, 'image/png'));
      await assertFails(upload(storageAs(ADMIN), replyPhoto(), 1024, 'image/png'));
      await assertFails(upload(visitorStorage(), replyPhoto(), 1024, 'image/png'));
      await assertFails(upload(storageAs(UMA), replyPhoto(), 1024, 'text/html'));
      await assertSucceeds(upload(storageAs(UMA), replyPhoto(), 1024, 'image/png'));
      await assertFails(upload(storageAs(UMA), replyPhoto(), 1024, 'image/png'));
      // Read like the ticket's photo: its author, the administrator and admins.
      await assertSucceeds(storageAs(UMA).ref(replyPhoto()).getMetadata());
      await assertSucceeds(storageAs(ALICE).ref(replyPhoto()).getMetadata());
      await assertSucceeds(storageAs(ADMIN).ref(replyPhoto()).getMetadata());
      await assertFails(storageAs(FELI).ref(replyPhoto()).getMetadata());
      await assertFails(storageAs(BOB).ref(replyPhoto()).getMetadata());
    });

    it('refuses a reply photo for a desk reply, a reply naming no photo, or another name', async () => {
      await ticketOf(ALICE);
      const desk = 'DeskReplyDeskReply12';
      await replyOf(ALICE, desk, { fromClient: false });
      await assertFails(upload(storageAs(ALICE), replyPhoto(desk), 1024, 'image/png'));
      const bare = 'BareReplyBareReply12';
      await replyOf(ALICE, bare, { photoPath: null });
      await assertFails(upload(storageAs(ALICE), replyPhoto(bare), 1024, 'image/png'));
      await replyOf(ALICE);
      await assertFails(
        upload(
          storageAs(ALICE),
          ticketPhoto(ALICE, `${TICKET_ID}-${REPLY_ID}-x`),
          1024,
          'image/png',
        ),
      );
      await assertSucceeds(upload(storageAs(ALICE), replyPhoto(), 1024, 'image/png'));
    });
  });
});
