import Button from 'react-bootstrap/Button';
import type { UiTexts } from './texts';

/** "Página anterior" / "Siguiente página" around "Página n"; nothing when there is one page. */
export function Pager({
  label,
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  texts,
}: {
  label: string;
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  texts: Pick<UiTexts, 'previousPage' | 'nextPage'>;
}) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label={label} className="d-flex flex-wrap align-items-center gap-3 mt-3">
      <Button variant="outline-primary" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
        {texts.previousPage}
      </Button>
      <span>Página {page}</span>
      <Button variant="outline-primary" size="sm" disabled={!hasNext} onClick={onNext}>
        {texts.nextPage}
      </Button>
    </nav>
  );
}
