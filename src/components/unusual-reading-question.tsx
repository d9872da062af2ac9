/**
 * The question an unusual meter reading asks before it is sent (src/domain/reading-plausibility.ts):
 * "Esta lectura suma N páginas este mes, mucho más de lo habitual." and the checkbox
 * "Confirmo que la lectura es correcta". Shown by the client's "Capturar lectura" and the desk's
 * "Registrar lectura"; the form sends only once it is ticked.
 */
import { CONFIRM_UNUSUAL_READING, unusualReadingMessage } from '@/domain/reading-plausibility';

export function UnusualReadingQuestion({
  id,
  pages,
  confirmed,
  onConfirm,
}: {
  /** The checkbox's id (the form moves the focus to it when it asks). */
  id: string;
  pages: number;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
}) {
  return (
    <div className="alert alert-warning" role="alert">
      <p className="mb-2" id={`${id}-pregunta`}>
        {unusualReadingMessage(pages)}
      </p>
      <div className="form-check mb-0">
        <input
          id={id}
          className="form-check-input"
          type="checkbox"
          checked={confirmed}
          aria-describedby={`${id}-pregunta`}
          onChange={(event) => onConfirm(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={id}>
          {CONFIRM_UNUSUAL_READING}
        </label>
      </div>
    </div>
  );
}
