/**
 * "Cierre de mes" (`?section=servicio&vista=cierre&mes=YYYY-MM`, docs/decisions/0044-month-close.md):
 * a month that already ended (the one before this by default), its state ("Abierto", "Cerrado
 * (versión N)", "Reabierto"), every device rented that month with its reading and where it came
 * from ("Estimada" as a badge), and for a device without one "Registrar lectura" and "Estimar"
 * (the callable recordMonthReading). "Cerrar mes" (closeMonth) is refused here too while a device
 * lacks its reading; a closed month lists its statements, offers "Descargar para facturación"
 * (CSV, JSON) and "Reabrir mes" with a reason (reopenMonth). Every write is a callable's; after
 * each the view reads the month again.
 *
 * Reads: one query of the devices, one reading per device active that month and one client per
 * company (their names), the month's monthCloses document and, once closed, its statements: they
 * grow with the devices closed, never with the readings' history. Loaded only when the view
 * opens (its own chunk).
 */
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { useFocusOnOutcome } from '@/components/ui/outcome-message';
import { LoadStatus } from '@/components/ui/load-status';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import type { Equipment } from '@/data/rental/client-portal';
import { CompanyDeviceCells } from './company-device-cells';
import { stackLabels } from '../../desk-report-table';
import { BACK_TEXT } from '../../back-from';
import { MonthSelect } from '../month-select';
import {
  closeDevicesKey,
  closeMonth,
  getMonthClose,
  listMonthStatements,
  monthCloseKey,
  monthStatementsKey,
  recordMonthReading,
  type MonthClose as MonthCloseState,
} from '@/data/rental/month-close/month-close';
import { isMonthId, monthId, previousMonthId } from '@/domain/client-portal';
import { formatDateTime, formatMonth } from '@/domain/format';
import { defaultCloseMonth, isClosableMonth, missingReadingsMessage } from '@/domain/month-close';
import { shownValue, useQuery } from '@/hooks/use-query';
import { loadCloseRows, ReadingCells } from './close-rows';
import { callFailure, CloseReadingForm } from './close-reading-form';
import { InvoiceDownload } from './invoice-download';
import { CLOSE_TEXT as T } from './month-close-messages';
import { ReopenMonthForm } from './reopen-month-form';
import { StatementsTable } from './statements-table';
import { SERVICE_PARAMS } from '../service-messages';
import { useAdminNames } from '../../use-admin-names';

/** The months offered: the twelve before the current one, newest first. */
const MONTHS_OFFERED = 12;

function stateText(close: MonthCloseState | null): string {
  if (!close) return T.open;
  return close.status === 'cerrado' ? T.closed(close.version) : T.reopened;
}

export function MonthClose({ now }: { now: () => Date }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [today] = useState(now);
  const current = monthId(today);
  const requested = params.get(SERVICE_PARAMS.month) ?? '';
  const month = isClosableMonth(requested, today) ? requested : defaultCloseMonth(today);
  const months: string[] = [];
  for (let m = previousMonthId(current); months.length < MONTHS_OFFERED; m = previousMonthId(m))
    months.push(m);
  if (!months.includes(month) && isMonthId(month)) months.push(month);
  const monthName = formatMonth(month);

  const devices = useQuery(`${closeDevicesKey(month)}?empresas`, () => loadCloseRows(month));
  const close = useQuery(monthCloseKey(month), () => getMonthClose(month));
  const closeState = shownValue(close.state);
  const closed = closeState?.status === 'cerrado';
  // Keyed by the close's version: a reclose's statements are read anew.
  const statements = useQuery(
    closed ? `${monthStatementsKey(month)}&version=${String(closeState.version)}` : null,
    () => listMonthStatements(month),
  );
  const rows = shownValue(devices.state);
  // Who reopened the month, by name (one read per admin).
  const reopenedBy = useAdminNames(closeState?.reopenings.map((r) => r.by) ?? []);
  const statementList = shownValue(statements.state);

  /** The device whose "Registrar lectura" is open. */
  const [recording, setRecording] = useState<Equipment | null>(null);
  const [estimating, setEstimating] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const [reopening, setReopening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const stateRef = useRef<HTMLParagraphElement>(null);
  // A refused "Estimar" or "Cerrar mes": its button is disabled meanwhile, the keyboard goes here.
  const failureRef = useFocusOnOutcome<HTMLDivElement>(failure);
  const busy = recording !== null || estimating !== null || closing || reopening;

  function chooseMonth(value: string) {
    const next = new URLSearchParams(params);
    next.set(SERVICE_PARAMS.month, value);
    setParams(next, { replace: true });
    setRecording(null);
    setReopening(false);
    setFailure(null);
  }

  /** After a write: the month's devices, state and statements as the functions left them. */
  async function reloadMonth() {
    await Promise.allSettled([devices.reload(), close.reload()]);
  }

  function saved(message: string) {
    if (message) toast.success(message);
    setRecording(null);
    setReopening(false);
    void reloadMonth().finally(() => stateRef.current?.focus());
  }

  /**
   * A callable of this view: its answer's message, the month read again and the keyboard on the
   * month's state (the buttons pressed are gone); a refusal shown in the failure message.
   */
  async function run(call: () => Promise<{ message: string }>, done: () => void) {
    try {
      const answer = await call();
      toast.success(answer.message);
      await reloadMonth();
      stateRef.current?.focus();
    } catch (error) {
      setFailure(callFailure(error));
    } finally {
      done();
    }
  }

  async function estimate(device: Equipment) {
    setFailure(null);
    setEstimating(device.id);
    await run(
      () => recordMonthReading(device.id, month, { mode: 'estimar' }),
      () => setEstimating(null),
    );
  }

  async function closeTheMonth() {
    setFailure(null);
    const missing = rows?.filter((row) => !row.reading).length ?? 0;
    if (missing > 0) {
      setFailure(missingReadingsMessage(missing));
      return;
    }
    setClosing(true);
    await run(
      () => closeMonth(month),
      () => setClosing(false),
    );
  }

  const withReading = rows?.filter((row) => row.reading).length ?? 0;

  return (
    <>
      <p>{T.intro}</p>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <div>
          <MonthSelect label={T.monthLabel} picker={{ month, months, choose: chooseMonth }} />
        </div>
        {closeState !== undefined && (
          <p ref={stateRef} tabIndex={-1} className="mb-2" aria-live="polite">
            {T.stateTerm}:{' '}
            <span className={closed ? 'badge text-bg-success' : 'badge text-bg-secondary'}>
              {stateText(closeState)}
            </span>
          </p>
        )}
      </div>
      <LoadStatus texts={DESK_UI_TEXT} state={close.state} onRetry={close.reload} />
      <LoadStatus texts={DESK_UI_TEXT} state={devices.state} onRetry={devices.reload} />
      {failure && (
        <div ref={failureRef} tabIndex={-1} className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      {closeState && closeState.reopenings.length > 0 && (
        <section aria-labelledby={`${id}-reopenings`} className="mb-3">
          <h4 id={`${id}-reopenings`} className="h6">
            {T.reopenings}
          </h4>
          <ul className="small mb-0">
            {closeState.reopenings.map((r) => (
              <li key={r.at}>
                {T.reopeningLine(formatDateTime(r.at), reopenedBy[r.by] || r.by, r.reason)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {recording && (
        <CloseReadingForm
          key={recording.id}
          equipment={recording}
          month={month}
          monthName={monthName}
          onSaved={saved}
          onCancel={() => {
            setRecording(null);
            stateRef.current?.focus();
          }}
        />
      )}
      {rows &&
        closeState !== undefined &&
        (rows.length === 0 ? (
          <p className="alert alert-info">{T.noDevices(monthName)}</p>
        ) : (
          <>
            <p className="mb-2">{T.summary(withReading, rows.length)}</p>
            <div className="table-responsive mb-3">
              <table
                className="table table-sm table-striped align-middle desk-stack"
                style={stackLabels([T.head.company, T.head.device, T.head.reading, T.head.source])}
              >
                <caption className="visually-hidden">{T.devicesCaption(monthName)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.head.company}</th>
                    <th scope="col">{T.head.device}</th>
                    <th scope="col">{T.head.reading}</th>
                    <th scope="col">{T.head.source}</th>
                    <th scope="col">
                      <span className="visually-hidden">{T.actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.device.id}>
                      <CompanyDeviceCells
                        device={row.device}
                        company={row.company}
                        backLabel={BACK_TEXT.monthClose}
                      />
                      <ReadingCells row={row} />
                      <td className="text-nowrap">
                        {!row.reading && !closed && (
                          <div className="d-flex flex-wrap gap-2">
                            <button
                              type="button"
                              className="btn btn-outline-primary btn-sm"
                              disabled={busy}
                              onClick={() => {
                                setFailure(null);
                                setRecording(row.device);
                              }}
                            >
                              {T.recordReading}
                              <span className="visually-hidden">
                                {T.forDevice(row.device.model, row.device.serial)}
                              </span>
                            </button>
                            <button
                              type="button"
                              className="btn btn-outline-secondary btn-sm"
                              disabled={busy}
                              onClick={() => void estimate(row.device)}
                            >
                              {estimating === row.device.id ? T.estimating : T.estimate}
                              <span className="visually-hidden">
                                {T.forDevice(row.device.model, row.device.serial)}
                              </span>
                            </button>
                          </div>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {!closed && (
              <button
                type="button"
                className="btn btn-primary mb-3"
                disabled={busy}
                onClick={() => void closeTheMonth()}
              >
                {closing ? T.closing : T.closeMonth}
              </button>
            )}
          </>
        ))}
      {closed && (
        <section aria-labelledby={`${id}-statements`} className="mb-3">
          <h4 id={`${id}-statements`} className="h5">
            {T.statementsCaption(monthName)}
          </h4>
          <LoadStatus texts={DESK_UI_TEXT} state={statements.state} onRetry={statements.reload} />
          {statementList && (
            <>
              <StatementsTable monthName={monthName} statements={statementList} />
              <InvoiceDownload month={month} statements={statementList} />
            </>
          )}
          {reopening ? (
            <ReopenMonthForm
              month={month}
              monthName={monthName}
              onSaved={saved}
              onCancel={() => {
                setReopening(false);
                stateRef.current?.focus();
              }}
            />
          ) : (
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={busy}
              onClick={() => {
                setFailure(null);
                setReopening(true);
              }}
            >
              {T.reopenMonth}
            </button>
          )}
        </section>
      )}
    </>
  );
}
