/**
 * Consultation booking (docs/product.md, Booking): the company's
 * external booking calendar (company.bookingCalendarUrl) in a frame, with a loading state and a
 * link to open it in a new tab when the frame cannot load.
 */
import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { company } from '@/content/company';
import { usePageTitle } from '@/hooks/use-page-title';

export const CALENDAR_FRAME_TITLE = 'Calendario para agendar una asesoría';
export const CALENDAR_NEW_TAB_LABEL = 'Abrir el calendario en una pestaña nueva';
export const CALENDAR_SLOW_MESSAGE =
  'El calendario está tardando en cargar. Si no aparece, ábrelo en una pestaña nueva.';
/** After this long without the frame's load event, the page suggests the new-tab link. */
export const CALENDAR_SLOW_AFTER_MS = 15_000;

export function ResourcesCalendarPage() {
  usePageTitle('Agenda una asesoría');
  const calendarUrl = company.bookingCalendarUrl;
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (loaded) return;
    const timer = window.setTimeout(() => setSlow(true), CALENDAR_SLOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [loaded]);

  return (
    <section aria-labelledby="calendar-title" className="container py-4">
      <h1 id="calendar-title" className="h2 mb-2">
        Agenda una asesoría
      </h1>
      <p className="mb-1">
        Elige el día y la hora que más te convengan para hablar sin costo con uno de nuestros
        asesores sobre tu equipo de impresión, cómputo o seguridad.
      </p>
      <p className="text-body-secondary mb-3">
        <strong>Horario de atención:</strong> {company.hours.label}.
      </p>

      <p className="mb-3">
        ¿No ves el calendario?{' '}
        <a href={calendarUrl} target="_blank" rel="noopener noreferrer">
          {CALENDAR_NEW_TAB_LABEL}
        </a>
      </p>

      <div
        className="position-relative card border-0 shadow-sm overflow-hidden"
        style={{ minHeight: '40rem' }}
      >
        {!loaded && (
          <div
            className="position-absolute top-0 start-0 w-100 h-100 d-flex flex-column justify-content-center align-items-center bg-light"
            role="status"
          >
            <Spinner animation="border" className="mb-2" aria-hidden="true" />
            <span>Cargando el calendario...</span>
            {slow && (
              <span className="small text-body-secondary mt-2 px-3 text-center">
                {CALENDAR_SLOW_MESSAGE}
              </span>
            )}
          </div>
        )}
        <iframe
          src={calendarUrl}
          title={CALENDAR_FRAME_TITLE}
          className="w-100 border-0"
          style={{ height: '40rem' }}
          onLoad={() => setLoaded(true)}
        />
      </div>
    </section>
  );
}
