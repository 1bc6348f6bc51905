import { Outlet } from 'react-router-dom';

import { LayoutShell } from './layouts';

/** `login`: /login, /login/recover, /login/reset — the brand bar, one centred card, the footer. */
export function LoginLayout() {
  return (
    <LayoutShell name="login" focused>
      <div className="auth-card">
        <Outlet />
      </div>
    </LayoutShell>
  );
}
