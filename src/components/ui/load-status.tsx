import { shownValue, type QueryState } from '@/hooks/use-query';
import { failureMessage } from '@/data/failure-message';
import type { UiTexts } from './texts';

/**
 * The loading ("Cargando…", role=status) and error (message and "Reintentar") states of a view:
 * a refusal of the rules reads `texts.permissionDenied`, any other failure `texts.loadFailed`.
 * Used by the desk and the client's portal, each with its own words (`texts`). Bootstrap's
 * markup without react-bootstrap (no Alert, Button or Spinner): the portal's pages do not load it
 * (signed-in JS budget), and the Alert's 5 kB stays off the dashboard's first load.
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
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
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
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          onClick={() => void Promise.resolve(onRetry()).catch(() => {})}
        >
          {texts.retry}
        </button>
      </div>
    );
  }
  return null;
}
