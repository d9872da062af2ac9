/**
 * A card of the client's pages (a device's contract, readings and forms; the dashboard's rental
 * card): a section named by its h2.
 */
import type { ReactNode } from 'react';

export function PortalCard({
  id,
  title,
  headingClass = 'h4',
  children,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  headingClass?: string;
  children: ReactNode;
}) {
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className={headingClass}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
