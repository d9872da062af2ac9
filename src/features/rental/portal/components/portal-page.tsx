/** A list page of the portal ("Mis equipos", "Mis tickets"): title, intro, the way to the other. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function PortalPage({
  title,
  intro,
  link,
  children,
}: {
  title: string;
  intro: string;
  link: { to: string; text: string };
  children: ReactNode;
}) {
  return (
    <div className="container py-4">
      <h1 className="h2 mb-1">{title}</h1>
      <p className="lead mb-3">{intro}</p>
      <p className="mb-4">
        <Link to={link.to}>{link.text}</Link>
      </p>
      {children}
    </div>
  );
}
