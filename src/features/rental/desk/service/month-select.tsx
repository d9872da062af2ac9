/**
 * The desk's month picker (Tiempos de servicio, Consumo mensual, Cierre de mes): a labelled select
 * of month ids ("2026-11") shown as "noviembre de 2026", the current one marked "(en curso)" when
 * `current` is given; and the `?mes=` month of a Servicio report (useMonthParam).
 */
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isMonthId, monthId, previousMonthId } from '@/domain/client-portal';
import { formatMonth } from '@/domain/format';
import { SERVICE_PARAMS } from './service-messages';

/** The months a Servicio report offers: this one and the twelve before it, newest first. */
const MONTHS_OFFERED = 13;

export interface MonthParam {
  /** The month shown. */
  month: string;
  /** The months offered, newest first (with an older one asked for by the address). */
  months: string[];
  /** This month ("(en curso)"). */
  current: string;
  /** Shows `value`, keeping the address's other parameters. */
  choose: (value: string) => void;
}

/**
 * The month of a Servicio report: `?mes=` when it is a month up to this one, else this month
 * (`fallback: 'current'`) or the last complete one (`'previous'`).
 */
export function useMonthParam(now: () => Date, fallback: 'current' | 'previous'): MonthParam {
  const [params, setParams] = useSearchParams();
  const [current] = useState(() => monthId(now()));
  const requested = params.get(SERVICE_PARAMS.month) ?? '';
  const month =
    isMonthId(requested) && requested <= current
      ? requested
      : fallback === 'current'
        ? current
        : previousMonthId(current);
  const months = [current];
  while (months.length < MONTHS_OFFERED) months.push(previousMonthId(months.at(-1) ?? current));
  if (!months.includes(month)) months.push(month);
  function choose(value: string) {
    const next = new URLSearchParams(params);
    next.set(SERVICE_PARAMS.month, value);
    setParams(next, { replace: true });
  }
  return { month, months, current, choose };
}

export function MonthSelect({
  label,
  picker,
  className = 'form-select w-auto',
}: {
  label: string;
  picker: Pick<MonthParam, 'month' | 'months' | 'choose'> & { current?: string };
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
        value={picker.month}
        onChange={(event) => picker.choose(event.target.value)}
      >
        {picker.months.map((m) => (
          <option key={m} value={m}>
            {formatMonth(m)}
            {m === picker.current ? ' (en curso)' : ''}
          </option>
        ))}
      </select>
    </>
  );
}
