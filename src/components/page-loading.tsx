// Bootstrap's spinner markup (what react-bootstrap's Spinner renders): this component is part of
// the entry chunk every page loads, so it does without the component library's code.
export function PageLoading({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status" aria-live="polite">
      <div className="spinner-border me-2" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
