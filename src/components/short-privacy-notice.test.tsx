import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { company } from '@/content/company';
import { ShortPrivacyNotice, type ShortNoticePurpose } from './short-privacy-notice';

function renderNotice(purpose: ShortNoticePurpose) {
  return render(
    <MemoryRouter>
      <ShortPrivacyNotice purpose={purpose} />
    </MemoryRouter>,
  );
}

describe('ShortPrivacyNotice', () => {
  it.each([
    ['quote', 'atender tu solicitud de cotización'],
    ['newsletter', 'enviarte el newsletter, una finalidad voluntaria'],
    ['register', 'crear y administrar tu cuenta'],
    ['google', 'Si entras con Google por primera vez'],
    ['arco', 'atender y responder tu solicitud de derechos ARCO'],
  ] as const)(
    'beside the %s form: who is responsible, what for, and the full notice',
    (purpose, text) => {
      const { container } = renderNotice(purpose);
      expect(container).toHaveTextContent(
        `${company.legalName} es responsable de tus datos personales.`,
      );
      expect(container).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
        'href',
        '/aviso-de-privacidad',
      );
    },
  );

  it('says how to refuse the voluntary newsletter', () => {
    const { container } = renderNotice('newsletter');
    expect(container).toHaveTextContent('puedes darte de baja cuando quieras');
  });
});
