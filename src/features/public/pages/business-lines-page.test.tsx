import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BusinessLinesPage } from './business-lines-page';

const LINES: [string, string][] = [
  ['impresion', 'Impresión'],
  ['videovigilancia', 'Videovigilancia'],
  ['computo-empresarial', 'Cómputo empresarial'],
  ['audio-video', 'Audio y video'],
  ['domotica', 'Domótica'],
];

describe('BusinessLinesPage', () => {
  it('has a hero with the h1 and five sections with the spec ids', () => {
    const { container } = render(
      <MemoryRouter>
        <BusinessLinesPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Líneas de negocios');
    const ids = [...container.querySelectorAll('section[id]')].map((s) => s.id);
    expect(ids).toEqual(LINES.map(([id]) => id));
  });

  it.each(LINES)(
    'section #%s has a title, a description, five features, an image and a WhatsApp button',
    (id, title) => {
      const { container } = render(
        <MemoryRouter>
          <BusinessLinesPage />
        </MemoryRouter>,
      );
      const section = container.querySelector<HTMLElement>(`#${id}`)!;
      const inSection = within(section);
      expect(inSection.getByRole('heading', { level: 2 })).toHaveTextContent(title);
      expect(section.querySelector('p.lead')?.textContent?.length).toBeGreaterThan(60);
      expect(
        within(inSection.getByRole('list', { name: `Características de ${title}` })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(5);
      const image = inSection.getByRole('img');
      expect(image.getAttribute('alt')).toMatch(/^Ilustración de /);
      expect(image).toHaveAttribute('src', `/img/${id}.svg`);

      const more = inSection.getByRole('link', {
        name: `Más información sobre ${title} por WhatsApp (se abre en una pestaña nueva)`,
      });
      const url = new URL(more.getAttribute('href')!);
      expect(url.origin).toBe('https://wa.me');
      expect(url.searchParams.get('text')).toContain(title);
      expect(more).toHaveAttribute('target', '_blank');
      expect(more).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );
});
