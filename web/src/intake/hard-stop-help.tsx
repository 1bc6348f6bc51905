import { formatUsPhone } from '@telehealth/engine';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { fillSiteText, siteFacts } from '../tenant/site-text';
import { useTenant } from '../tenant/tenant-context';
import { useSiteContent } from '../tenant/use-site-content';

/** The tenant's pages a stopped patient can read on, and the section of the telehealth page that explains a stop. */
export const LEARN_MORE = {
  whyNot: { to: '/telehealth#when-telehealth-is-not-right', section: 'when-telehealth-is-not-right' },
  safety: { to: '/docs/safety-information' },
} as const;

/**
 * What a patient whose intake ended at a hard stop can do next (docs/decisions.md, "Patient-facing fixes"): talk to
 * the care team (the tenant's contact), read why online care is not for everyone and the treatment's safety
 * information (the tenant's site content), or go home. Answers are not reopened: the stop is final for this visit.
 */
export function HardStopHelp({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  const configurations = useTenant().brandConfig.configurations;
  // A rare page: the site content (only its titles) is worth its request here.
  const content = useSiteContent();
  const fill = (text: string) => (configurations ? fillSiteText(text, siteFacts(configurations)) : text);
  const pages = content.data?.pages;
  const whyNotHeading = pages?.telehealth.sections.find(
    (section) => section.id === LEARN_MORE.whyNot.section,
  )?.heading;
  const whyNot = whyNotHeading ? fill(whyNotHeading) : 'When online care is not the right fit';
  const safety = pages ? fill(pages['safety-information'].title) : 'Safety information';

  return (
    <section className="hard-stop-help" aria-labelledby={headingId} data-testid="hard-stop-help">
      <Heading id={headingId}>What you can do next</Heading>
      <CareTeamContact intro="Questions about this, or think an answer was a mistake? Our care team can help" />
      <ul className="hard-stop-help__links">
        <li>
          <Link to={LEARN_MORE.whyNot.to}>{whyNot}</Link>
        </li>
        <li>
          <Link to={LEARN_MORE.safety.to}>{safety}</Link>
        </li>
        <li>
          <Link to="/">Back to the home page</Link>
        </li>
      </ul>
    </section>
  );
}

/**
 * The tenant's care team, to call or email (from its contact configuration): `intro`, then its hours, then a button
 * for each. Nothing without a configuration.
 */
export function CareTeamContact({ intro }: { intro: string }) {
  const configurations = useTenant().brandConfig.configurations;
  if (!configurations) return null;
  const { phone, email, hours } = configurations.contact;
  return (
    <div className="hard-stop-help__contact">
      <p>
        {intro}
        {hours ? ` (${hours})` : ''}.
      </p>
      <p className="hard-stop-help__actions">
        <a className="button button--primary" href={`tel:+1${phone}`}>
          Call {formatUsPhone(phone)}
        </a>
        <a className="button button--secondary" href={`mailto:${email}`}>
          Email {email}
        </a>
      </p>
    </div>
  );
}
