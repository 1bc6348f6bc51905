import type { ReactNode } from 'react';

/**
 * A form's error, announced when it appears (role="alert"). Give it an `id` to name it in a control's or the
 * form's `aria-describedby`.
 */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p className="form-error" role="alert" id={id}>
      {children}
    </p>
  );
}
