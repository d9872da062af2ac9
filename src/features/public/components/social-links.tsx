import { company } from '@/content/company';
import { socialNetworks } from '@/content/marketing';
import { ExternalLink } from './external-link';
import { Icon } from './icons';

/** Facebook, Instagram and LinkedIn links (icons with their names for assistive technology). */
export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`social-links list-unstyled d-flex gap-2 mb-0 ${className}`}>
      {socialNetworks.map(({ key, label }) => (
        <li key={key}>
          <ExternalLink href={company.social[key]} className="social-link">
            <Icon name={key} />
            <span className="visually-hidden">{label}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
