import { act, fireEvent, screen } from '@testing-library/react';
import { company } from '@/content/company';
import { renderTool } from '../test-utils/render-tool';
import {
  CALENDAR_SLOW_AFTER_MS,
  CALENDAR_SLOW_MESSAGE,
  ResourcesCalendarPage,
} from './resources-calendar-page';

describe('ResourcesCalendarPage', () => {
  it('embeds the booking calendar from the company config in a titled frame', () => {
    renderTool(<ResourcesCalendarPage />);
    const frame = screen.getByTitle('Calendario para agendar una asesoría');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', company.bookingCalendarUrl);
    expect(company.bookingCalendarUrl).toMatch(/^https?:\/\//);
  });

  it('offers the calendar in a new tab as a fallback', () => {
    renderTool(<ResourcesCalendarPage />);
    const link = screen.getByRole('link', { name: 'Abrir el calendario en una pestaña nueva' });
    expect(link).toHaveAttribute('href', company.bookingCalendarUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('reminds the business hours', () => {
    renderTool(<ResourcesCalendarPage />);
    expect(screen.getByText(company.hours.label, { exact: false })).toHaveTextContent(
      `Horario de atención: ${company.hours.label}.`,
    );
  });

  it('shows a loading state until the frame loads', () => {
    renderTool(<ResourcesCalendarPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el calendario...');
    fireEvent.load(screen.getByTitle('Calendario para agendar una asesoría'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('points to the new-tab link when the frame takes too long', () => {
    vi.useFakeTimers();
    try {
      renderTool(<ResourcesCalendarPage />);
      expect(screen.queryByText(CALENDAR_SLOW_MESSAGE)).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(CALENDAR_SLOW_AFTER_MS));
      expect(screen.getByRole('status')).toHaveTextContent(CALENDAR_SLOW_MESSAGE);
    } finally {
      vi.useRealTimers();
    }
  });
});
