import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Recommendation } from '@/domain/schemas/needs-assessment';

export interface RecommendationCardProps {
  recommendation: Recommendation;
  /** Small heading above the title, e.g. "Nuestra recomendación para ti". */
  heading: string;
  id: string;
  /** Receives the heading, so the page can move focus to the result. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A needs-test recommendation: title, description, details and a call to book an advisor. */
export function RecommendationCard({
  recommendation,
  heading,
  id,
  headingRef,
}: RecommendationCardProps) {
  return (
    <section className="card border-primary" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} ref={headingRef} tabIndex={-1} className="h6 text-uppercase text-primary mb-2">
          {heading}
        </h2>
        <h3 className="h4">{recommendation.title}</h3>
        <p>{recommendation.description}</p>
        {recommendation.details.length > 0 && (
          <ul className="mb-3">
            {recommendation.details.map((detail) => (
              <li key={detail} className="mb-1">
                {detail}
              </li>
            ))}
          </ul>
        )}
        {recommendation.cta && (
          <Link to={paths.guest.resourcesCalendar} className="btn btn-action">
            {recommendation.cta}
          </Link>
        )}
      </div>
    </section>
  );
}
