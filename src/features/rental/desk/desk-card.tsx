/**
 * A card of a desk page (a client's account, link and data; a ticket's status and replies): a
 * section named by its h3.
 */
import type { ReactNode } from 'react';

export function DeskCard({
  id,
  title,
  children,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="card mb-4 shadow-sm" aria-labelledby={id}>
      <div className="card-body">
        <h3 id={id} className="h5">
          {title}
        </h3>
        {children}
      </div>
    </section>
  );
}
