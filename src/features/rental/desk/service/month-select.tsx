/**
 * The desk's month picker (Tiempos de servicio, Consumo mensual, Cierre de mes): a labelled select
 * of month ids ("2026-11") shown as "noviembre de 2026", the current one marked "(en curso)" when
 * `current` is given.
 */
import { useId } from 'react';
import { formatMonth } from '@/domain/format';

export function MonthSelect({
  label,
  months,
  value,
  onChange,
  current,
  className = 'form-select w-auto',
}: {
  label: string;
  months: readonly string[];
  value: string;
  onChange: (month: string) => void;
  current?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className={className}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {months.map((m) => (
          <option key={m} value={m}>
            {formatMonth(m)}
            {m === current ? ' (en curso)' : ''}
          </option>
        ))}
      </select>
    </>
  );
}
