import { formatUsPhone } from '@telehealth/engine';
import { useState, type FormEvent } from 'react';

import { useTenant } from '../../tenant/tenant-context';
import { TextAreaField, TextField } from '../../ui/text-field';
import { PageHeading } from '../start-ui';

/**
 * /start/form: questions for the care team during checkout. There is no message API, so the form prepares an
 * email to the tenant's contact address in the patient's mail app.
 */
export function FormPage() {
  const configurations = useTenant().brandConfig.configurations;
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (message.trim() === '') {
      setError('Write your question.');
      return;
    }
    if (!configurations) return;
    const subject = encodeURIComponent(`Question from ${name.trim() || 'a patient'}`);
    window.location.href = `mailto:${configurations.contact.email}?subject=${subject}&body=${encodeURIComponent(message)}`;
  }

  return (
    <section className="start">
      <PageHeading>Contact our care team</PageHeading>
      {configurations ? (
        <p className="start__lead">
          Call{' '}
          <a href={`tel:+1${configurations.contact.phone}`}>{formatUsPhone(configurations.contact.phone)}</a>{' '}
          ({configurations.contact.hours}) or send us a message.
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="start-form">
        <TextField
          id="contact-name"
          label="Your name (optional)"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextAreaField
          id="contact-message"
          label="Your question"
          rows={5}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(null);
          }}
          error={error}
          announceError
        />
        <button type="submit" className="button button--primary">
          Write email
        </button>
      </form>
    </section>
  );
}
