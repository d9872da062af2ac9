import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

// Skeleton: replaced by the public-site work (navigation, footer, cookie banner, scroll helpers).
export function PublicLayout({ children, newsletter }: { children: ReactNode; newsletter: ReactNode }) {
  return (
    <>
      <header>
        <Link to="/">Inicio</Link> <Link to="/auth">Acceder/Registrarse</Link>
      </header>
      <main id="contenido">{children}</main>
      <footer>{newsletter}</footer>
    </>
  );
}
