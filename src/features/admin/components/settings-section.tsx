import type { ReactNode } from 'react';
import { env } from '@/config/env';
import { company, exampleValuesInUse, formatAddress } from '@/content/company';
import { ViewHeading } from '@/components/ui/view-heading';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4">{term}</dt>
      <dd className="col-sm-8 text-break">{children}</dd>
    </>
  );
}

/** The company facts the site shows, read-only, and where to change them. */
export function SettingsSection() {
  const examples = exampleValuesInUse(company);
  return (
    <>
      <ViewHeading>Configuración</ViewHeading>
      <p>
        Estos son los datos de la empresa que muestra el sitio. Aquí solo se consultan: se cambian
        con las variables <code>VITE_COMPANY_*</code> al compilar el sitio (por ejemplo en{' '}
        <code>.env.production</code> o en el entorno de CI) o editando <code>EXAMPLE_COMPANY</code>{' '}
        en <code>src/content/company.ts</code>, y después se vuelve a compilar y publicar.
      </p>
      {examples.length > 0 && (
        <div className="alert alert-warning">
          <strong>Valores de ejemplo pendientes de reemplazar:</strong> {examples.join(', ')}.
        </div>
      )}
      <section className="card mb-4 shadow-sm" aria-labelledby="settings-company">
        <div className="card-body">
          <h3 id="settings-company" className="h5">
            Empresa y contacto
          </h3>
          <dl className="row mb-0">
            <Fact term="Nombre comercial">{company.name}</Fact>
            <Fact term="Razón social">{company.legalName}</Fact>
            <Fact term="Correo de contacto">{company.email}</Fact>
            <Fact term="Correo para derechos ARCO">{company.privacyEmail}</Fact>
            <Fact term="WhatsApp">{company.whatsapp}</Fact>
            <Fact term="Horario">{company.hours.label}</Fact>
            <Fact term="Dirección">{formatAddress(company.address)}</Fact>
          </dl>
        </div>
      </section>
      <section className="card mb-4 shadow-sm" aria-labelledby="settings-phones">
        <div className="card-body">
          <h3 id="settings-phones" className="h5">
            Teléfonos por ciudad
          </h3>
          <dl className="row mb-0">
            {company.phones.map((p) => (
              <Fact key={p.city} term={p.city}>
                {p.phone}
              </Fact>
            ))}
          </dl>
        </div>
      </section>
      <section className="card mb-4 shadow-sm" aria-labelledby="settings-links">
        <div className="card-body">
          <h3 id="settings-links" className="h5">
            Redes, agenda y newsletter
          </h3>
          <dl className="row mb-0">
            <Fact term="Facebook">{company.social.facebook}</Fact>
            <Fact term="Instagram">{company.social.instagram}</Fact>
            <Fact term="LinkedIn">{company.social.linkedin}</Fact>
            <Fact term="Calendario de citas">{company.bookingCalendarUrl}</Fact>
            <Fact term="Servicio de newsletter">
              {env.newsletterUrl}{' '}
              <span className="text-secondary">
                (variable <code>VITE_NEWSLETTER_URL</code>)
              </span>
            </Fact>
          </dl>
        </div>
      </section>
    </>
  );
}
