/** Bootstrap's progress bar with an accessible name on the element that has role="progressbar". */
export function ProgressMeter({
  value,
  label,
  showValue = false,
  striped = false,
  className,
}: {
  /** 0-100 */
  value: number;
  /** Accessible name of the bar. */
  label: string;
  /** Writes "{value}%" inside the bar. */
  showValue?: boolean;
  striped?: boolean;
  className?: string;
}) {
  const now = Math.max(0, Math.min(100, Math.round(value)));
  const barClass = striped
    ? 'progress-bar progress-bar-striped progress-bar-animated'
    : 'progress-bar';
  return (
    <div className={className ? `progress ${className}` : 'progress'}>
      <div
        className={barClass}
        role="progressbar"
        aria-label={label}
        aria-valuenow={now}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${now}%`}
        style={{ width: `${now}%` }}
      >
        {showValue && now >= 10 ? `${now}%` : null}
      </div>
    </div>
  );
}
