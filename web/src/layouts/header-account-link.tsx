import { Link } from 'react-router-dom';

import { getCookie } from '../cookies/cookies';

/**
 * The header's way into the account: "Log in" for a visitor, "Account" for a logged-in customer (or an agent with a
 * customer's mask token), "Admin" for an admin. Read from the login cookies at each render.
 */
export function HeaderAccountLink() {
  const loggedIn = Boolean(getCookie('token'));
  if (!loggedIn) {
    return (
      <Link to="/login" className="header-account-link">
        Log in
      </Link>
    );
  }
  const admin = getCookie('userRole') === '0';
  return (
    <Link to={admin ? '/admin/dashboard' : '/account'} className="header-account-link">
      {admin ? 'Admin' : 'Account'}
    </Link>
  );
}
