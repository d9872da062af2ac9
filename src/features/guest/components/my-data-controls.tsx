import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { paths } from '@/config/paths';
import { clientKey, readClientLink } from '@/data/rental/company/client-link';
import { shownValue, useQuery } from '@/hooks/use-query';
import { useSession } from '@/lib/session';
import { MY_DATA_TEXT as TEXT, myDataDownloadedMessage } from '../my-data-messages';
import { hasPasswordProvider } from '../utils/account';
import { myDataErrorMessage } from '../utils/delete-account-errors';
import { DeleteAccountDialog } from './delete-account-dialog';

/** How long the deletion's toast stays: it may say which quote requests were kept. */
export const ACCOUNT_DELETED_TOAST_MS = 10_000;

/**
 * Mi Perfil's "Descargar mis datos" and "Eliminar mi cuenta" (docs/product.md, Guest area). The
 * calls live in ../api/my-data.ts, loaded on the first click.
 */
export function MyDataControls({ account }: { account: User }) {
  const { store } = useSession();
  const navigate = useNavigate();
  const headingId = useId();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Whether they are a rental client: the same cached read as the client's links (clientKey),
  // so opening the dialog reads nothing more.
  const client = useQuery(clientKey(account.uid), () => readClientLink(account.uid));
  const linked = shownValue(client.state);
  const rentalClient = linked != null && !linked.client.deleted;

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      const { downloadMyData } = await import('../api/my-data');
      toast.success(myDataDownloadedMessage(await downloadMyData()));
    } catch (error) {
      setDownloadError(myDataErrorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  async function deleteAccount(password: string | null) {
    const api = await import('../api/my-data');
    const result = await api.deleteMyAccount(account, password);
    await api.finishAccountDeletion(await store.auth(), account.uid);
    toast.success(result.message, { id: 'account-deleted', duration: ACCOUNT_DELETED_TOAST_MS });
    navigate(paths.home);
  }

  return (
    <div role="group" aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="h6">
        {TEXT.heading}
      </h3>
      <p className="small">
        {TEXT.intro} <Link to={paths.privacy}>{TEXT.privacyLink}</Link>.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => void download()}
          disabled={downloading}
        >
          {downloading && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {downloading ? TEXT.downloading : TEXT.download}
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={() => setDeleting(true)}>
          {TEXT.delete}
        </button>
      </div>
      {downloadError && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {downloadError}
        </p>
      )}
      <DeleteAccountDialog
        show={deleting}
        email={account.email ?? ''}
        passwordAccount={hasPasswordProvider(account)}
        rentalClient={rentalClient}
        onCancel={() => setDeleting(false)}
        onConfirm={deleteAccount}
      />
    </div>
  );
}
