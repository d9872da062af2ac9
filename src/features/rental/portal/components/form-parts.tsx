/** The end of the portal's forms: a failure (an alert), what was sent (a status) and the button. */
import { useFocusOnOutcome } from '@/components/ui/outcome-message';

/** The failure and what was sent each take the keyboard as they show (the button was disabled). */
export function FormOutcome({ failure, sent }: { failure: string | null; sent?: string | null }) {
  const failureRef = useFocusOnOutcome<HTMLParagraphElement>(failure);
  const sentRef = useFocusOnOutcome<HTMLParagraphElement>(sent);
  return (
    <>
      {failure && (
        <p ref={failureRef} tabIndex={-1} className="alert alert-danger" role="alert">
          {failure}
        </p>
      )}
      {sent !== undefined && (
        <p ref={sentRef} tabIndex={-1} className="small text-body-secondary mb-2" role="status">
          {sent ?? ''}
        </p>
      )}
    </>
  );
}

/** The submit button: disabled and saying `busyLabel` while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = 'btn btn-primary',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
