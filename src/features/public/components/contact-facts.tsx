import { company, formatAddress, mailtoHref, telHref, whatsappHref } from '@/content/company';
import { contact } from '@/content/marketing';
import { ExternalLink } from './external-link';
import { Icon } from './icons';
import { SocialLinks } from './social-links';

/** Phones per city, hours, e-mail, WhatsApp, social links and address (src/content/company.ts). */
export function ContactFacts() {
  return (
    <div className="contact-facts">
      <h3 className="h4 mb-3">{contact.factsTitle}</h3>
      <dl className="mb-0">
        <dt>
          <Icon name="phone" size={20} /> {contact.phonesLabel}
        </dt>
        <dd>
          <ul className="list-unstyled mb-0">
            {company.phones.map(({ city, phone }) => (
              <li key={city}>
                {city}: <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
          </ul>
        </dd>
        <dt>
          <Icon name="clock" size={20} /> {contact.hoursLabel}
        </dt>
        <dd>{company.hours.label}</dd>
        <dt>
          <Icon name="mail" size={20} /> {contact.emailLabel}
        </dt>
        <dd>
          <a href={mailtoHref(company.email)}>{company.email}</a>
        </dd>
        <dt>
          <Icon name="whatsapp" size={20} /> {contact.whatsappLabel}
        </dt>
        <dd>
          <ExternalLink href={whatsappHref(contact.whatsappMessage)}>
            {contact.whatsappText} ({company.whatsapp})
          </ExternalLink>
        </dd>
        <dt>
          <Icon name="map" size={20} /> {contact.addressLabel}
        </dt>
        <dd>
          <address className="mb-0">{formatAddress(company.address)}</address>
        </dd>
        <dt>{contact.socialLabel}</dt>
        <dd>
          <SocialLinks className="social-links-light" />
        </dd>
      </dl>
    </div>
  );
}
