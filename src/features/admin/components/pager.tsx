import Button from 'react-bootstrap/Button';

/** Previous / next buttons and "Página x de y"; nothing when everything fits on one page. */
export function Pager({
  label,
  page,
  pageCount,
  onPage,
}: {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="d-flex align-items-center gap-3 mt-3">
      <Button
        variant="outline-primary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Anterior
      </Button>
      <span aria-live="polite">
        Página {page} de {pageCount}
      </span>
      <Button
        variant="outline-primary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Siguiente
      </Button>
    </nav>
  );
}
