import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { ADMIN_TEXT } from '../messages';
import type { Loadable } from '../hooks/use-load';

/** The loading ("Cargando…", role=status) and error (message and "Reintentar") states of a view. */
export function LoadStatus({ state, onRetry }: { state: Loadable<unknown>; onRetry: () => void }) {
  if (state.status === 'loading') {
    return (
      <div className="d-flex align-items-center gap-2 py-4" role="status" aria-live="polite">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{ADMIN_TEXT.loading}</span>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
        <span>{state.message}</span>
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          {ADMIN_TEXT.retry}
        </Button>
      </Alert>
    );
  }
  return null;
}
