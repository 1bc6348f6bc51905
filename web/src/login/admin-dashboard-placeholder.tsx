import { Link } from 'react-router-dom';

/** /admin/dashboard until the admin area is mounted there: where an admin lands after logging in. */
export function AdminDashboardPlaceholder() {
  return (
    <section aria-labelledby="admin-heading">
      <h1 id="admin-heading">Admin dashboard</h1>
      <p>You are logged in as an admin. The admin area opens here.</p>
      <Link to="/" className="button button--primary">
        GO BACK HOME
      </Link>
    </section>
  );
}
