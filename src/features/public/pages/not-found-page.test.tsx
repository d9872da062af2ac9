import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page does not exist and leads back to the start', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/no-existe']}>
        <Routes>
          <Route path="/" element={<p>Página de inicio</p>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Lo sentimos, la página que buscas no existe o ha sido movida.'),
    ).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Volver al inicio' });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    expect(screen.getByText('Página de inicio')).toBeInTheDocument();
  });
});
