import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { whatsappHref } from '@/content/company';
import {
  about,
  contact,
  helpChoose,
  hero,
  processSteps,
  promotion,
  services,
  whyRent,
} from '@/content/marketing';
import { ContactFacts } from '../components/contact-facts';
import { ExternalLink } from '../components/external-link';
import { Icon } from '../components/icons';

/**
 * Landing page (docs/product.md, Public site): hero, services, promotion, about us, why rent,
 * process, help, contact + quote form.
 */
export function HomePage({ quoteForm }: { quoteForm: ReactNode }) {
  return (
    <>
      <section className="hero" aria-labelledby="hero-titulo">
        <div className="container">
          <div className="row align-items-center g-4 g-lg-5">
            <div className="col-lg-6">
              <p className="eyebrow">{hero.eyebrow}</p>
              <h1 id="hero-titulo" className="display-5 fw-bold">
                {hero.title}
              </h1>
              <p className="lead">{hero.lead}</p>
              <div className="d-flex flex-wrap gap-3 my-4">
                <Link className="btn btn-action btn-lg" to={hero.primary.to}>
                  {hero.primary.label}
                </Link>
                <Link className="btn btn-outline-primary btn-lg" to={hero.secondary.to}>
                  {hero.secondary.label}
                </Link>
              </div>
              <ul className="hero-highlights list-unstyled d-flex flex-wrap gap-3 mb-0">
                {hero.highlights.map((item) => (
                  <li key={item}>
                    <Icon name="check" size={18} /> {item}
                  </li>
                ))}
              </ul>
            </div>
            <div className="col-lg-6 text-center">
              <img
                className="img-fluid"
                src={hero.image.src}
                alt={hero.image.alt}
                width={hero.image.width}
                height={hero.image.height}
                fetchPriority="high"
              />
            </div>
          </div>
        </div>
      </section>

      <section id={services.id} className="section" aria-labelledby="servicios-titulo">
        <div className="container">
          <div className="section-heading">
            <h2 id="servicios-titulo">{services.title}</h2>
            <p className="lead">{services.intro}</p>
          </div>
          <div className="row g-4">
            {services.items.map((service) => (
              <div className="col-md-6 col-lg-4" key={service.title}>
                <article className="card h-100 service-card">
                  <div className="card-body">
                    <span className="icon-badge">
                      <Icon name={service.icon} size={28} />
                    </span>
                    <h3 className="h4 mt-3">{service.title}</h3>
                    <p>{service.description}</p>
                    <ul className="check-list mb-0">
                      {service.points.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                  </div>
                </article>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="promo" aria-labelledby="promocion-titulo">
        <div className="container d-flex flex-column flex-lg-row align-items-lg-center gap-4">
          <div className="flex-grow-1">
            <p className="promo-badge">{promotion.badge}</p>
            <h2 id="promocion-titulo">{promotion.title}</h2>
            <p className="mb-0">{promotion.text}</p>
          </div>
          <ExternalLink
            className="btn btn-light btn-lg flex-shrink-0"
            href={whatsappHref(promotion.whatsappMessage)}
          >
            {promotion.cta}
          </ExternalLink>
        </div>
      </section>

      <section id={about.id} className="section" aria-labelledby="quienes-somos-titulo">
        <div className="container">
          <div className="row align-items-center g-4 g-lg-5">
            <div className="col-lg-6">
              <h2 id="quienes-somos-titulo">{about.title}</h2>
              {about.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <ul className="values list-unstyled row g-3 mt-2 mb-0">
                {about.values.map((value) => (
                  <li className="col-sm-4" key={value.title}>
                    <Icon name={value.icon} size={28} className="text-primary" />
                    <h3 className="h6 mt-2 mb-1">{value.title}</h3>
                    <p className="small mb-0">{value.text}</p>
                  </li>
                ))}
              </ul>
            </div>
            <div className="col-lg-6 text-center">
              <img
                className="img-fluid"
                src={about.image.src}
                alt={about.image.alt}
                width={about.image.width}
                height={about.image.height}
                loading="lazy"
                decoding="async"
              />
            </div>
          </div>
        </div>
      </section>

      <section
        id={whyRent.id}
        className="section section-alt"
        aria-labelledby="por-que-rentar-titulo"
      >
        <div className="container">
          <div className="section-heading">
            <h2 id="por-que-rentar-titulo">{whyRent.title}</h2>
            <p className="lead">{whyRent.intro}</p>
          </div>
          <ul className="list-unstyled row g-4 mb-0">
            {whyRent.items.map((item) => (
              <li className="col-sm-6 col-lg-4" key={item.title}>
                <div className="benefit h-100">
                  <span className="icon-badge">
                    <Icon name={item.icon} size={26} />
                  </span>
                  <div>
                    <h3 className="h5">{item.title}</h3>
                    <p className="mb-0">{item.text}</p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id={processSteps.id} className="section" aria-labelledby="proceso-titulo">
        <div className="container">
          <div className="section-heading">
            <h2 id="proceso-titulo">{processSteps.title}</h2>
            <p className="lead">{processSteps.intro}</p>
          </div>
          <ol className="process-steps list-unstyled row g-4 mb-0">
            {processSteps.steps.map((step, index) => (
              <li className="col-md-6 col-xl" key={step.title}>
                <div className="step h-100">
                  <span className="step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3 className="h5">
                    <span className="visually-hidden">Paso {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mb-0">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id={helpChoose.id} className="section help-cta" aria-labelledby="te-ayudamos-titulo">
        <div className="container text-center">
          <h2 id="te-ayudamos-titulo">{helpChoose.title}</h2>
          <p className="lead mx-auto">{helpChoose.text}</p>
          <div className="d-flex flex-wrap justify-content-center gap-3 mt-4">
            <ExternalLink
              className="btn btn-action btn-lg"
              href={whatsappHref(helpChoose.whatsappMessage)}
            >
              <Icon name="whatsapp" size={20} /> {helpChoose.whatsappCta}
            </ExternalLink>
            <Link className="btn btn-outline-light btn-lg" to={helpChoose.quoteCta.to}>
              {helpChoose.quoteCta.label}
            </Link>
          </div>
        </div>
      </section>

      <section id={contact.id} className="section section-alt" aria-labelledby="contacto-titulo">
        <div className="container">
          <div className="section-heading">
            <h2 id="contacto-titulo">{contact.title}</h2>
            <p className="lead">{contact.intro}</p>
          </div>
          <div className="row g-4 g-lg-5">
            <div className="col-lg-5">
              <ContactFacts />
            </div>
            <div className="col-lg-7">
              <div className="card quote-card">
                <div className="card-body">
                  <h3 className="h4 mb-3">{contact.formTitle}</h3>
                  {quoteForm}
                </div>
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
