import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { company, formatAddress, mailtoHref, telHref, whatsappHref } from '@/content/company';
import { contact, footer, navigation } from '@/content/marketing';
import { useCurrentYear, YEAR_ATTRIBUTE } from '../hooks/use-current-year';
import { ExternalLink } from './external-link';
import { Icon } from './icons';
import { SocialLinks } from './social-links';

/**
 * Site footer (docs/product.md, Public site): blurb, address, phones, WhatsApp, social links,
 * newsletter slot, privacy notice and ARCO request links, copyright.
 */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  const year = useCurrentYear();
  const yearProps = { [YEAR_ATTRIBUTE]: '' };
  return (
    <footer className="site-footer">
      <div className="container py-5">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-4">
            <p className="footer-brand">{company.name}</p>
            <p>{footer.blurb}</p>
            <address className="d-flex gap-2 mb-3">
              <Icon name="map" className="flex-shrink-0 mt-1" size={20} />
              <span>{formatAddress(company.address)}</span>
            </address>
            <h2 className="footer-title">{footer.socialTitle}</h2>
            <SocialLinks />
          </div>
          <div className="col-sm-6 col-lg-4">
            <h2 className="footer-title">{footer.contactTitle}</h2>
            <ul className="list-unstyled footer-contact">
              {company.phones.map(({ city, phone }) => (
                <li key={city}>
                  <a href={telHref(phone)}>
                    <Icon name="phone" size={18} />
                    <span>
                      {city}: {phone}
                    </span>
                  </a>
                </li>
              ))}
              <li>
                <ExternalLink href={whatsappHref(contact.whatsappMessage)}>
                  <Icon name="whatsapp" size={18} />
                  <span>WhatsApp: {company.whatsapp}</span>
                </ExternalLink>
              </li>
              <li>
                <a href={mailtoHref(company.email)}>
                  <Icon name="mail" size={18} />
                  <span>{company.email}</span>
                </a>
              </li>
              <li className="footer-hours">
                <Icon name="clock" size={18} />
                <span>{company.hours.label}</span>
              </li>
            </ul>
          </div>
          <div className="col-sm-6 col-lg-4">
            <h2 className="footer-title">{footer.newsletterTitle}</h2>
            <p>{footer.newsletterText}</p>
            <div className="footer-newsletter">{newsletter}</div>
            <h2 className="footer-title mt-4">{footer.linksTitle}</h2>
            <ul className="list-unstyled footer-links">
              {navigation.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container d-flex flex-column flex-md-row justify-content-between gap-2 py-3">
          <p className="mb-0">
            © <span {...yearProps}>{year}</span> {company.name}. {footer.rights}
          </p>
          <ul className="list-inline mb-0">
            {[footer.privacyLink, footer.arcoLink].map((link) => (
              <li key={link.to} className="list-inline-item">
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
