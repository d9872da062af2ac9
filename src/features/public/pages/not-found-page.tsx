import { Link } from 'react-router-dom';
import { notFound } from '@/content/marketing';

/** Any unknown path (docs/product.md, Routes). */
export function NotFoundPage() {
  return (
    <div className="container py-5 text-center not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="h2">{notFound.title}</h1>
      <p className="lead">{notFound.text}</p>
      <Link className="btn btn-action btn-lg mt-2" to={notFound.back.to}>
        {notFound.back.label}
      </Link>
    </div>
  );
}
