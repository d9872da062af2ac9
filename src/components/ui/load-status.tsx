import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { shownValue, type QueryState } from '@/hooks/use-query';
import { failureMessage } from '@/data/failure-message';
import type { UiTexts } from './texts';

/**
 * The loading ("Cargando…", role=status) and error (message and "Reintentar") states of a view:
 * a refusal of the rules reads `texts.permissionDenied`, any other failure `texts.loadFailed`.
 * The error is Bootstrap's alert markup without react-bootstrap's Alert (it has nothing to dismiss),
 * which keeps that component's 5 kB off the dashboard's first load (admin JS budget).
 */
export function LoadStatus({
  state,
  onRetry,
  texts,
}: {
  state: QueryState<unknown>;
  onRetry: () => unknown;
  texts: Pick<UiTexts, 'loading' | 'permissionDenied' | 'loadFailed' | 'retry'>;
}) {
  if (state.status === 'loading' && shownValue(state) === undefined) {
    return (
      <div className="d-flex align-items-center gap-2 py-4" role="status" aria-live="polite">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{texts.loading}</span>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-3">
        <span>
          {failureMessage(state.error, {
            denied: texts.permissionDenied,
            failed: texts.loadFailed,
          })}
        </span>
        {/* A failed retry shows here again. */}
        <Button
          variant="outline-danger"
          size="sm"
          onClick={() => void Promise.resolve(onRetry()).catch(() => {})}
        >
          {texts.retry}
        </Button>
      </div>
    );
  }
  return null;
}
