import { useQuery } from '@/hooks/use-query';
import { readAccountDoc } from '@/hooks/use-account-doc';

/**
 * The e-mails of the admins named by uid in `uids` ("changed by"), one read per distinct uid not
 * in `known` and not read before (users/{uid} through its one reader, src/hooks/use-account-doc.ts).
 * A uid that cannot be read is left out (the caller shows the uid itself).
 */
export function useUserEmails(
  uids: readonly (string | null)[],
  known: Readonly<Record<string, string>>,
): Record<string, string> {
  const missing = [...new Set(uids)]
    .filter((uid): uid is string => !!uid && !(uid in known))
    .sort();
  const { state } = useQuery(
    missing.length === 0 ? null : `admin/user-emails/${missing.join(',')}`,
    async () => {
      const pairs = await Promise.all(
        missing.map((uid) =>
          readAccountDoc(uid).then(
            (user) => [uid, user?.email ?? ''] as const,
            () => [uid, ''] as const,
          ),
        ),
      );
      return Object.fromEntries(pairs) as Record<string, string>;
    },
  );
  const found = 'value' in state ? (state.value ?? {}) : {};
  const emails: Record<string, string> = { ...known };
  for (const [uid, email] of Object.entries(found))
    if (email && !(uid in emails)) emails[uid] = email;
  return emails;
}
