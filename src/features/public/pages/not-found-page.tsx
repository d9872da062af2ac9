import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <div className="container py-5 text-center">
      <h1>Página no encontrada</h1>
      <p>Lo sentimos, la página que buscas no existe o ha sido movida.</p>
      <Link className="btn btn-action" to="/">Volver al inicio</Link>
    </div>
  );
}
