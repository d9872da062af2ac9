/**
 * The users/{uid} document: its schema, defaults and read-back repair live in
 * src/domain/schemas/user.ts; this module adds the local demo accounts' documents. Pure (no store
 * access), so the browser store can seed the demo users with it.
 */
import { DEMO_ACCOUNTS } from '@/domain/entities';
import { newUserDoc, type UserDoc } from '@/domain/schemas/user';
import { userSearchKeys, type UserSearchKeys } from '@/domain/search-keys';

export {
  defaultAchievements,
  newUserDoc,
  parseUserDoc,
  type NewUserInit,
} from '@/domain/schemas/user';

/**
 * The users/{uid} documents of the local demo accounts (docs/product.md, Demo accounts), for
 * seeding local stores.
 */
export function demoUserDocs(
  nowIso: string,
): Array<{ uid: string; doc: UserDoc & UserSearchKeys }> {
  const { admin, guest } = DEMO_ACCOUNTS;
  const docs: Array<{ uid: string; doc: UserDoc }> = [
    {
      uid: admin.uid,
      doc: {
        ...newUserDoc(
          { name: admin.name, email: admin.email, photoURL: null, authProvider: 'password' },
          nowIso,
        ),
        role: 'admin',
      },
    },
    {
      uid: guest.uid,
      doc: newUserDoc(
        { name: guest.name, email: guest.email, photoURL: null, authProvider: 'password' },
        nowIso,
      ),
    },
  ];
  return docs.map(({ uid, doc }) => ({ uid, doc: { ...doc, ...userSearchKeys(doc) } }));
}
