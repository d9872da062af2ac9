/**
 * The names (else e-mails) of the admins a desk page names by uid (who corrected a reading, who
 * reopened a month): users/{uid}, one read per distinct uid through the account reader
 * (src/hooks/use-account-doc.ts, shared with every other screen). A uid not read stays out: the
 * caller shows the uid itself.
 */
import { readAccountDoc } from '@/hooks/use-account-doc';
import { useQuery } from '@/hooks/use-query';

export function useAdminNames(uids: readonly string[]): Record<string, string> {
  const wanted = [...new Set(uids)].filter(Boolean).sort();
  const { state } = useQuery(
    wanted.length === 0 ? null : `admin/user-names/${wanted.join(',')}`,
    async () =>
      Object.fromEntries(
        await Promise.all(
          wanted.map((uid) =>
            readAccountDoc(uid).then(
              (user) => [uid, user?.name?.trim() || user?.email || ''] as const,
              () => [uid, ''] as const,
            ),
          ),
        ),
      ) as Record<string, string>,
  );
  return 'value' in state ? (state.value ?? {}) : {};
}
