import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { ADMIN_TEXT } from '../messages';
import { shownValue, type QueryState } from '@/hooks/use-query';
import { failureMessage } from '../utils/errors';

/**
 * The loading ("Cargando…", role=status) and error (message and "Reintentar") states of a view:
 * a refusal of the rules reads ADMIN_TEXT.permissionDenied, any other failure ADMIN_TEXT.loadFailed.
 * The error is Bootstrap's alert markup without react-bootstrap's Alert (it has nothing to dismiss),
 * which keeps that component's 5 kB off the dashboard's first load (admin JS budget).
 */
export function LoadStatus({
  state,
  onRetry,
}: {
  state: QueryState<unknown>;
  onRetry: () => unknown;
}) {
  if (state.status === 'loading' && shownValue(state) === undefined) {
    return (
      <div className="d-flex align-items-center gap-2 py-4" role="status" aria-live="polite">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{ADMIN_TEXT.loading}</span>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-3">
        <span>
          {failureMessage(state.error, {
            denied: ADMIN_TEXT.permissionDenied,
            failed: ADMIN_TEXT.loadFailed,
          })}
        </span>
        {/* A failed retry shows here again. */}
        <Button
          variant="outline-danger"
          size="sm"
          onClick={() => void Promise.resolve(onRetry()).catch(() => {})}
        >
          {ADMIN_TEXT.retry}
        </Button>
      </div>
    );
  }
  return null;
}
