import { formatUsPhone } from '@telehealth/engine';
import { Link } from 'react-router-dom';

import { fillSiteText, siteFacts } from '../tenant/site-text';
import { useTenant } from '../tenant/tenant-context';
import { useSiteContent } from '../tenant/use-site-content';
import { LoadFailed, Loading, useAccountPaths } from './account-ui';

/**
 * /account/support and /accountv2/support: the tenant's contact details (its configurations), its frequently asked
 * questions (its site content's `support`, data in flows/) and a way to message the care team (chat).
 */
export function SupportPage() {
  const configurations = useTenant().brandConfig.configurations;
  const content = useSiteContent();
  const paths = useAccountPaths();
  const facts = configurations ? siteFacts(configurations) : {};
  const fill = (text: string) => fillSiteText(text, facts);

  return (
    <section className="account-page" aria-labelledby="support-heading">
      <h1 id="support-heading">Help and support</h1>
      {content.data ? <p className="account-lead">{fill(content.data.support.lead)}</p> : null}
      <div className="account-columns">
        <section className="account-panel" aria-labelledby="support-chat">
          <h2 id="support-chat">Your care team</h2>
          <p>
            Questions about your treatment, side effects or a refill? Write to your clinician and care team.
          </p>
          <Link to={paths.chat} className="button button--primary">
            Message your care team
          </Link>
        </section>
        {configurations ? (
          <section className="account-panel" aria-labelledby="support-contact">
            <h2 id="support-contact">Contact {configurations.brandName}</h2>
            <ul className="account-contact">
              <li>
                Phone:{' '}
                <a href={`tel:+1${configurations.contact.phone}`}>
                  {formatUsPhone(configurations.contact.phone)}
                </a>
              </li>
              <li>
                Email: <a href={`mailto:${configurations.contact.email}`}>{configurations.contact.email}</a>
              </li>
              <li>Hours: {configurations.contact.hours}</li>
            </ul>
          </section>
        ) : null}
      </div>
      <section className="account-panel" aria-labelledby="support-faq">
        <h2 id="support-faq">Frequently asked questions</h2>
        {content.isPending ? (
          <Loading what="the questions" />
        ) : content.isError ? (
          <LoadFailed what="the questions" error={content.error} retry={() => void content.refetch()} />
        ) : (
          <div className="account-faq">
            {content.data.support.faq.map((entry) => (
              <details key={entry.question}>
                <summary>{fill(entry.question)}</summary>
                <p>{fill(entry.answer)}</p>
              </details>
            ))}
          </div>
        )}
      </section>
    </section>
  );
}
