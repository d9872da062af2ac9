import { Link } from 'react-router-dom';
import { whatsappHref } from '@/content/company';
import { businessLines, businessLinesCopy, businessLinesHero } from '@/content/business-lines';
import { ExternalLink } from '../components/external-link';
import { Icon } from '../components/icons';

/** /business-lines (docs/product.md, Public site): hero and the five business-line sections. */
export function BusinessLinesPage() {
  return (
    <>
      <section className="hero hero-compact" aria-labelledby="lineas-titulo">
        <div className="container">
          <p className="eyebrow">{businessLinesHero.eyebrow}</p>
          <h1 id="lineas-titulo" className="display-5 fw-bold">
            {businessLinesHero.title}
          </h1>
          <p className="lead hero-lead">{businessLinesHero.lead}</p>
          <nav aria-label={businessLinesHero.jumpLabel}>
            <ul className="jump-links list-unstyled d-flex flex-wrap gap-2 mb-0">
              {businessLines.map((line) => (
                <li key={line.id}>
                  <Link className="btn btn-outline-primary btn-sm" to={`#${line.id}`}>
                    {line.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      {businessLines.map((line, index) => (
        <section
          key={line.id}
          id={line.id}
          className={index % 2 === 1 ? 'section section-alt' : 'section'}
          aria-labelledby={`${line.id}-titulo`}
        >
          <div className="container">
            <div
              className={
                index % 2 === 1
                  ? 'row align-items-center g-4 g-lg-5 flex-md-row-reverse'
                  : 'row align-items-center g-4 g-lg-5'
              }
            >
              <div className="col-md-6 text-center">
                <img
                  className="img-fluid"
                  src={line.image.src}
                  alt={line.image.alt}
                  width={line.image.width}
                  height={line.image.height}
                  loading={index === 0 ? undefined : 'lazy'}
                  decoding="async"
                />
              </div>
              <div className="col-md-6">
                <h2 id={`${line.id}-titulo`}>{line.title}</h2>
                <p className="lead">{line.description}</p>
                <ul className="check-list" aria-label={businessLinesCopy.featuresLabel(line.title)}>
                  {line.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <ExternalLink className="btn btn-action" href={whatsappHref(line.whatsappMessage)}>
                  <Icon name="whatsapp" size={20} /> {businessLinesCopy.moreInfo}
                  <span className="visually-hidden">
                    {businessLinesCopy.moreInfoSuffix(line.title)}
                  </span>
                </ExternalLink>
              </div>
            </div>
          </div>
        </section>
      ))}

      <section className="section help-cta" aria-labelledby="combinar-titulo">
        <div className="container text-center">
          <h2 id="combinar-titulo">{businessLinesCopy.closing.title}</h2>
          <p className="lead mx-auto">{businessLinesCopy.closing.text}</p>
          <Link className="btn btn-action btn-lg mt-3" to={businessLinesCopy.closing.cta.to}>
            {businessLinesCopy.closing.cta.label}
          </Link>
        </div>
      </section>
    </>
  );
}
