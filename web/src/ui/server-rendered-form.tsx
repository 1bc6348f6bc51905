import type { ComponentProps } from 'react';

import { useHydrated } from './hydration';

/**
 * A form on a page the server renders. Until the app has taken the page over (useHydrated) its controls are
 * disabled: nothing handles them yet, so what the visitor typed would be lost when the app takes over, and the
 * browser would send the form itself, as a GET of the same page with every answer in its address (and so in the
 * history and the server's logs). They look as they will meanwhile (`.form-controls` in styles.css).
 */
export function ServerRenderedForm({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset className="form-controls" role="presentation" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
