import { Link } from 'react-router-dom';

import { getCookie } from '../cookies/cookies';

/**
 * The header's way into the account: "Log in" for a visitor, "Account" for a logged-in customer (or staff with a
 * customer's mask token: the mask token's navigation drops userRole), "Admin" for an admin, "Care team" for an
 * agent (their inbox). Read from the login cookies at each render.
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
  const role = getCookie('userRole');
  const [to, label] =
    role === '0'
      ? ['/admin/dashboard', 'Admin']
      : role === '2'
        ? ['/admin/inbox', 'Care team']
        : ['/account', 'Account'];
  return (
    <Link to={to} className="header-account-link">
      {label}
    </Link>
  );
}
