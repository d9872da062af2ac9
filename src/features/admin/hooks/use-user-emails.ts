import { useEffect, useState } from 'react';
import { getUser } from '@/data/users';

/**
 * The e-mails of the admins named by uid in `uids` ("changed by"), one read per distinct uid not
 * in `known`. A uid that cannot be read is left out (the caller shows the uid itself).
 */
export function useUserEmails(
  uids: readonly (string | null)[],
  known: Readonly<Record<string, string>>,
): Record<string, string> {
  const [found, setFound] = useState<Record<string, string>>({});
  const missing = [...new Set(uids)]
    .filter((uid): uid is string => !!uid && !(uid in known) && !(uid in found))
    .sort();
  const key = missing.join('\u0000');

  useEffect(() => {
    if (key === '') return;
    let cancelled = false;
    const wanted = key.split('\u0000');
    void Promise.all(
      wanted.map((uid) =>
        getUser(uid).then(
          (user) => [uid, user?.email ?? ''] as const,
          () => [uid, ''] as const,
        ),
      ),
    ).then((pairs) => {
      if (cancelled) return;
      setFound((current) => {
        const next = { ...current };
        // An unreadable uid is remembered as '' so it is not read again.
        for (const [uid, email] of pairs) next[uid] = email;
        return next;
      });
    });
    return () => {
      cancelled = true;
    };
  }, [key]);

  const emails: Record<string, string> = { ...known };
  for (const [uid, email] of Object.entries(found))
    if (email && !(uid in emails)) emails[uid] = email;
  return emails;
}
