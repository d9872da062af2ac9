import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload';

// Part of the entry chunk every page loads (a boundary cannot itself be lazy): keep it small.
// docs/decisions/0023-error-boundaries.md

interface BoundaryProps {
  children: ReactNode;
  /** The location's key: a new one clears the error and renders the children again. */
  resetKey: string;
}

interface BoundaryState {
  resetKey: string;
  failed?: boolean;
  /** The failure was a chunk that could not be loaded (src/lib/chunk-reload.ts). */
  chunk?: boolean;
}

/** Keyboard and screen-reader users land on the message, not on what had the focus before. */
const focus = (heading: HTMLHeadingElement | null) => heading?.focus();

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, chunk: isChunkLoadError(error) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failed: false };
  }

  // React itself logs the error (console.error, with the component stack in development).
  override componentDidCatch() {
    if (this.state.chunk) reloadAfterChunkError();
  }

  override render() {
    const { failed, chunk } = this.state;
    if (!failed) return this.props.children;
    return (
      <section className="container py-5 text-center" aria-labelledby="error-titulo">
        <h1 id="error-titulo" className="h2" tabIndex={-1} ref={focus}>
          {chunk ? 'No pudimos cargar esta página' : 'No pudimos mostrar esta página'}
        </h1>
        <p className="lead">
          {chunk
            ? 'Puede que tu conexión se haya interrumpido o que el sitio se haya actualizado.'
            : 'Algo salió mal al mostrar esta página.'}
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            Recargar
          </button>
          <Link className="btn btn-outline-primary" to={paths.home}>
            Volver al inicio
          </Link>
        </div>
      </section>
    );
  }
}

/**
 * Shows a message instead of a blank page when its children fail to render, or when a lazy
 * page's chunk fails to load (then the page may also reload once by itself:
 * src/lib/chunk-reload.ts). A new location renders the children again.
 */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary resetKey={useLocation().key}>{children}</Boundary>;
}
