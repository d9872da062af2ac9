import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { ADMIN_TEXT } from '../messages';
import type { AdminData } from '../hooks/use-admin-data';

/** Loading and error states shared by the sections that need the lists. */
export function DataStatus({ data, onRetry }: { data: AdminData; onRetry: () => void }) {
  if (data.status === 'loading') {
    return (
      <div className="d-flex align-items-center gap-2 py-4" role="status" aria-live="polite">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{ADMIN_TEXT.loading}</span>
      </div>
    );
  }
  if (data.status === 'error') {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
        <span>{data.message}</span>
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          {ADMIN_TEXT.retry}
        </Button>
      </Alert>
    );
  }
  return null;
}
