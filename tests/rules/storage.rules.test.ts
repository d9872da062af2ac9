/**
 * storage.rules: profile photos under profile_pictures/{uid}/{file}, as the owner, another user
 * and a visitor. Run with `npm run test:rules` (Firestore and Storage emulators; Java 21+).
 */
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { PROFILE_PHOTO_MAX_BYTES } from '../../src/domain/validation';
import { createStorageRulesEnv, passwordToken } from './rules-env';

const ALICE = 'alice';
const BOB = 'bob';
const MB = 1024 * 1024;

let env: RulesTestEnvironment;

const storageAs = (uid: string) =>
  env.authenticatedContext(uid, passwordToken(`${uid}@example.com`)).storage();
const visitorStorage = () => env.unauthenticatedContext().storage();

/** A file of `size` bytes starting with the PNG signature (the rules look at the declared type). */
function bytes(size: number): Uint8Array {
  const data = new Uint8Array(size);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return data;
}

type Storage = ReturnType<typeof visitorStorage>;

/** Uploads and resolves when done (the compat UploadTask is only thenable). */
function upload(
  storage: Storage,
  path: string,
  size: number,
  contentType: string,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    storage.ref(path).put(bytes(size), { contentType }).then(resolve, reject);
  });
}

/** Where the app stores photos: profile_pictures/{uid}/{timestamp}_{file} (src/data/profile-photos.ts). */
const photoPath = (uid: string, name: string) => `profile_pictures/${uid}/1767225600000_${name}`;
const alicePhoto = (name = 'foto.png') => photoPath(ALICE, name);

beforeAll(async () => {
  env = await createStorageRulesEnv();
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearStorage();
});

async function seedPhoto(path: string): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await upload(context.storage(), path, 1024, 'image/png');
  });
}

describe('profile_pictures/{uid}/{file}: upload', () => {
  it('lets the owner upload a 1 MB PNG, and JPEG, WebP and GIF images', async () => {
    const storage = storageAs(ALICE);
    await assertSucceeds(upload(storage, alicePhoto('perfil.png'), 1 * MB, 'image/png'));
    await assertSucceeds(upload(storage, alicePhoto('perfil.jpg'), 200_000, 'image/jpeg'));
    await assertSucceeds(upload(storage, alicePhoto('perfil.webp'), 200_000, 'image/webp'));
    await assertSucceeds(upload(storage, alicePhoto('perfil.gif'), 200_000, 'image/gif'));
  });

  it('accepts exactly 5 MB and refuses a 6 MB file (or 5 MB + 1 byte)', async () => {
    const storage = storageAs(ALICE);
    await assertSucceeds(
      upload(storage, alicePhoto('cinco.png'), PROFILE_PHOTO_MAX_BYTES, 'image/png'),
    );
    await assertFails(upload(storage, alicePhoto('seis.png'), 6 * MB, 'image/png'));
    await assertFails(
      upload(storage, alicePhoto('casi.png'), PROFILE_PHOTO_MAX_BYTES + 1, 'image/png'),
    );
  });

  it('refuses a PDF, SVG, HTML or untyped file as a photo', async () => {
    const storage = storageAs(ALICE);
    await assertFails(upload(storage, alicePhoto('cv.pdf'), 100_000, 'application/pdf'));
    await assertFails(upload(storage, alicePhoto('logo.svg'), 10_000, 'image/svg+xml'));
    await assertFails(upload(storage, alicePhoto('pagina.html'), 10_000, 'text/html'));
    await assertFails(upload(storage, alicePhoto('x.bin'), 10_000, 'application/octet-stream'));
    await assertFails(upload(storage, alicePhoto('x.png'), 10_000, 'image/png; charset=x'));
  });

  it("refuses writing another user's photo, and any upload by a visitor", async () => {
    await assertFails(upload(storageAs(BOB), photoPath(ALICE, 'intruso.png'), 1 * MB, 'image/png'));
    await assertFails(upload(visitorStorage(), alicePhoto(), 1 * MB, 'image/png'));
  });

  it('refuses uploads anywhere else', async () => {
    await assertFails(upload(storageAs(ALICE), 'otros/alice.png', 1024, 'image/png'));
    await assertFails(upload(storageAs(ALICE), `profile_pictures/${ALICE}.png`, 1024, 'image/png'));
    await assertFails(upload(storageAs(ALICE), 'recursos/guia.html', 1024, 'text/html'));
  });
});

describe('profile_pictures/{uid}/{file}: read and delete', () => {
  beforeEach(async () => {
    await seedPhoto(alicePhoto());
  });

  it('lets signed-in users read profile photos; visitors cannot', async () => {
    await assertSucceeds(storageAs(ALICE).ref(alicePhoto()).getMetadata());
    await assertSucceeds(storageAs(BOB).ref(alicePhoto()).getMetadata());
    await assertFails(visitorStorage().ref(alicePhoto()).getMetadata());
  });

  it('lets the owner delete their photo; nobody else can', async () => {
    await assertFails(storageAs(BOB).ref(alicePhoto()).delete());
    await assertFails(visitorStorage().ref(alicePhoto()).delete());
    await assertSucceeds(storageAs(ALICE).ref(alicePhoto()).delete());
  });
});
