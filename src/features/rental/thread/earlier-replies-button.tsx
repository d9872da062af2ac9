import type { EarlierReplies } from './use-earlier-replies';

/** The thread's texts for its earlier pages (the desk's and the client's, in Spanish). */
const TEXT = {
  earlier: 'Ver respuestas anteriores',
  loading: 'Cargando respuestas anteriores…',
  failed: 'No se pudieron cargar las respuestas anteriores. Intenta de nuevo.',
} as const;

/** "Ver respuestas anteriores" above a thread whose earlier replies remain to be read. */
export function EarlierRepliesButton({ thread }: { thread: EarlierReplies }) {
  if (!thread.more && !thread.failed) return null;
  return (
    <div className="mb-2">
      {thread.more && (
        <button
          type="button"
          className="btn btn-link btn-sm px-0"
          disabled={thread.loading}
          onClick={thread.loadEarlier}
        >
          {thread.loading ? TEXT.loading : TEXT.earlier}
        </button>
      )}
      {thread.failed && (
        <p role="alert" className="small text-danger mb-0">
          {TEXT.failed}
        </p>
      )}
    </div>
  );
}
