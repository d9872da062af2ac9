import { Link } from 'react-router-dom';
import { newsletterConfirmed } from '@/content/marketing';

/** Where the link of the newsletter's confirmation e-mail lands (double opt-in). */
export function NewsletterConfirmedPage() {
  return (
    <div className="container py-5 text-center not-found">
      <h1 className="h2">{newsletterConfirmed.title}</h1>
      <p className="lead">{newsletterConfirmed.text}</p>
      <Link className="btn btn-action btn-lg mt-2" to={newsletterConfirmed.back.to}>
        {newsletterConfirmed.back.label}
      </Link>
    </div>
  );
}
