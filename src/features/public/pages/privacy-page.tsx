import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { company, mailtoHref } from '@/content/company';
import { privacyNotice, type PrivacyLink } from '@/content/privacy-notice';

/** Turns every occurrence of the company's privacy e-mail inside a text into a mailto link. */
function withEmailLinks(text: string): ReactNode {
  const email = company.privacyEmail;
  const parts = text.split(email);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <a href={mailtoHref(email)}>{email}</a>}
      {part}
    </Fragment>
  ));
}

/** Turns the section's link texts into links to their pages, and the privacy e-mail into mailto. */
function withLinks(text: string, links: readonly PrivacyLink[] = []): ReactNode {
  for (const link of links) {
    const at = text.indexOf(link.text);
    if (at === -1) continue;
    return (
      <>
        {withLinks(text.slice(0, at), links)}
        <Link to={link.to}>{link.text}</Link>
        {withLinks(text.slice(at + link.text.length), links)}
      </>
    );
  }
  return withEmailLinks(text);
}

/** /aviso-de-privacidad: the LFPDPPP privacy notice (docs/product.md, Routes and Public site). */
export function PrivacyPage() {
  const notice = privacyNotice(company);
  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <article className="col-lg-9 col-xl-8 privacy-notice">
          <h1 className="display-6 fw-bold">{notice.title}</h1>
          <p className="text-body-secondary">{notice.updated}</p>
          <p className="lead">{notice.intro}</p>
          <nav aria-label="Contenido del aviso" className="privacy-toc">
            <ul className="list-unstyled mb-0">
              {notice.sections.map((section) => (
                <li key={section.id}>
                  <Link to={`#${section.id}`}>{section.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
          {notice.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`}>
              <h2 id={`${section.id}-titulo`} className="h4">
                {section.title}
              </h2>
              {section.paragraphs?.map((text) => (
                <p key={text}>{withLinks(text, section.links)}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{withLinks(item, section.links)}</li>
                  ))}
                </ul>
              )}
              {section.after?.map((text) => (
                <p key={text}>{withLinks(text, section.links)}</p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
