/**
 * A device's readings in the desk (one query, at most READINGS_LIMIT, only when they are opened):
 * month, counters, the month's pages, who sent it (a member of the company — its founder, or one
 * of its current members, the query "Miembros de la empresa" shares — or the desk) and its
 * photo; a corrected reading says so, with what it read before, who corrected it, when and why
 * (reading-corrections.tsx). Its source (src/domain/month-close.ts: Cliente, Empresa,
 * Automática) shows beside it, an estimated one as the badge "Estimada" (a corrected estimate:
 * "Empresa"); older readings, none.
 * "Corregir lectura" on each opens its form in place (correct-reading-form.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { StoredPhotoLink } from '@/components/stored-photo-link';
import {
  listReadings,
  readingsKey,
  type Equipment,
  type MeterReading,
} from '@/data/rental/client-portal';
import { listMembers, membersKey } from '@/data/rental/company/company';
import { useQuery } from '@/hooks/use-query';
import { READING_TEXT as T } from './reading-texts';
import { CorrectReadingForm } from './correct-reading-form';
import { LoadStatus } from '@/components/ui/load-status';
import { formatCount, formatMonth } from '@/domain/format';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import { monthPages } from '@/domain/client-portal';
import { ReadingSource } from './reading-source';
import { ReadingCorrections } from './reading-corrections';

export function ReadingsTable({
  equipment,
  onSaved,
}: {
  equipment: Equipment;
  /** A reading was corrected: the card announces it and reads the device again. */
  onSaved: (message: string) => void;
}) {
  // Keyed by the last reading's month too: a reading recorded since is read with the rest.
  const { state, reload } = useQuery(readingsKey(equipment.id, equipment.lastReadingMonth), () =>
    listReadings(equipment.id),
  );
  const members = useQuery(membersKey(equipment.clientId), () => listMembers(equipment.clientId));
  const byClient = (by: string) =>
    by === equipment.clientId ||
    (members.state.status === 'ready' && members.state.value.some((member) => member.uid === by));
  /** The month whose "Corregir lectura" is open (null: none). */
  const [correcting, setCorrecting] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  /** The button the keyboard goes back to once the table shows again. */
  const [focusMonth, setFocusMonth] = useState<string | null>(null);
  useEffect(() => {
    if (!focusMonth) return;
    buttons.current.get(focusMonth)?.focus();
    setFocusMonth(null);
  }, [focusMonth]);
  const readings: MeterReading[] = state.status === 'ready' ? state.value : [];
  const color = equipment.color;
  const open = readings.find((reading) => reading.month === correcting) ?? null;
  // Newest first: the next month's reading is the one listed just before.
  const nextOf = (reading: MeterReading) =>
    readings
      .filter((other) => other.month > reading.month)
      .reduce<MeterReading | null>(
        (found, other) => (!found || other.month < found.month ? other : found),
        null,
      );
  const close = (month: string) => {
    setCorrecting(null);
    setFocusMonth(month);
  };
  return (
    <>
      <LoadStatus texts={DESK_UI_TEXT} state={state} onRetry={reload} />
      {open && (
        <CorrectReadingForm
          equipment={equipment}
          reading={open}
          next={nextOf(open)}
          monthName={formatMonth(open.month)}
          onCancel={() => close(open.month)}
          onSaved={(message) => {
            const { month } = open;
            setCorrecting(null);
            onSaved(message);
            // The corrected values (and the next month's pages), then the keyboard on its button.
            void reload()
              .catch(() => {})
              .finally(() => setFocusMonth(month));
          }}
        />
      )}
      {state.status === 'ready' &&
        (readings.length === 0 ? (
          <p className="text-secondary mb-0">{T.noReadings}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm table-striped align-middle mb-0">
              <caption className="visually-hidden">
                {T.readingsCaption(equipment.model, equipment.serial)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{T.monthColumn}</th>
                  <th scope="col" className="text-end">
                    {T.counterBwColumn}
                  </th>
                  {color && (
                    <th scope="col" className="text-end">
                      {T.counterColorColumn}
                    </th>
                  )}
                  <th scope="col" className="text-end">
                    {T.pagesBwColumn}
                  </th>
                  {color && (
                    <th scope="col" className="text-end">
                      {T.pagesColorColumn}
                    </th>
                  )}
                  <th scope="col">{T.byColumn}</th>
                  <th scope="col">{T.sourceColumn}</th>
                  <th scope="col">{T.photoColumn}</th>
                  <th scope="col">
                    <span className="visually-hidden">{T.correctReading}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {readings.map((reading) => (
                  <tr key={reading.id}>
                    <th scope="row" className="fw-normal">
                      {formatMonth(reading.month)}
                    </th>
                    <td className="text-end">{formatCount(reading.bw)}</td>
                    {color && <td className="text-end">{formatCount(reading.color)}</td>}
                    <td className="text-end">{formatCount(Math.max(0, monthPages(reading).bw))}</td>
                    {color && (
                      <td className="text-end">
                        {formatCount(Math.max(0, monthPages(reading).color))}
                      </td>
                    )}
                    <td>
                      {byClient(reading.by) ? T.byClient : T.byDesk}
                      {reading.correctedAt && ` (${T.corrected})`}
                      <ReadingCorrections corrections={reading.corrections ?? []} color={color} />
                    </td>
                    <td>
                      <ReadingSource reading={reading} />
                    </td>
                    <td>
                      {reading.photoPath ? (
                        <StoredPhotoLink
                          path={reading.photoPath}
                          className={null}
                          text={T.viewPhoto}
                          hint={` de ${formatMonth(reading.month)} (se abre en una pestaña nueva)`}
                          pending={<span className="text-secondary">{T.viewPhoto}</span>}
                        />
                      ) : (
                        <span className="text-secondary">{T.noPhoto}</span>
                      )}
                    </td>
                    <td>
                      <Button
                        ref={(button: HTMLButtonElement | null) => {
                          if (button) buttons.current.set(reading.month, button);
                          else buttons.current.delete(reading.month);
                        }}
                        size="sm"
                        variant="outline-secondary"
                        disabled={correcting !== null}
                        onClick={() => setCorrecting(reading.month)}
                      >
                        {T.correctReading}
                        <span className="visually-hidden">{` de ${formatMonth(reading.month)}`}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </>
  );
}
