/**
 * The document title of every page, in one place: `{page} · {brand}` on the storefront, `{page} · Admin · {brand}`
 * in the admin area, the tenant's own head title on the home page (and on a path this table does not know).
 * Paths are matched whole, first match wins; a parameter may name the page (`Order 12`).
 */
type PageName = string | ((match: RegExpExecArray) => string);

const STOREFRONT_PAGES: [RegExp, PageName][] = [
  [/^\/(about|consumer|providers|safety|telehealth|terms|thanks)$/, (m) => capitalize(m[1] as string)],
  [/^\/docs\/([a-z-]+)$/, (m) => capitalize((m[1] as string).replace(/-/g, ' '))],
  [/^\/products\/[^/]+$/, 'Product'],
  [/^\/question\/\d+$/, 'Your visit'],
  [/^\/quiz(\/[^/]+)?$/, 'Quiz'],
  [/^\/start\/lead-qualify$/, 'Get started'],
  [/^\/start\/lead-intro$/, 'About you'],
  [/^\/start\/state$/, 'Your state'],
  [/^\/start\/products$/, 'Choose a treatment'],
  [/^\/start\/dosage$/, 'Choose a dose'],
  [/^\/start\/checkout$/, 'Checkout'],
  [/^\/start\/form$/, 'Contact our care team'],
  [/^\/start\/shipping$/, 'Shipping details'],
  [/^\/start\/payment$/, 'Payment'],
  [/^\/start\/summary$/, 'Review and pay'],
  [/^\/start\/verification$/, 'Verify your identity'],
  [/^\/start\/vouched$/, 'Upload your photos'],
  [/^\/start\/wait$/, 'Checking your identity'],
  [/^\/start\/thanks$/, 'Order placed'],
  [/^\/start\/compl$/, 'You are all set'],
  [/^\/followup\/thanks$/, 'Follow-up sent'],
  [/^\/followup\/verification$/, 'Follow-up: verify your identity'],
  [/^\/followup(\/\d+)?$/, 'Follow-up visit'],
  [/^\/login$/, 'Log in'],
  [/^\/login\/recover$/, 'Reset your password'],
  [/^\/login\/reset$/, 'Set your password'],
  [/^\/login\/claim$/, 'Claim your order'],
  [/^\/account(v2)?$/, 'Your account'],
  [/^\/account(v2)?\/orders$/, 'Your orders'],
  [/^\/accountv2\/orders\/\d+$/, (m) => `Order ${m[0].split('/').at(-1)}`],
  [/^\/account(v2)?\/subscriptions$/, 'Your subscriptions'],
  [/^\/account(v2)?\/profile$/, 'Your profile'],
  [/^\/account(v2)?\/support$/, 'Support'],
  [/^\/accountv2\/chat$/, 'Messages'],
  [/^\/accountv2\/cancel\/[a-z]+$/, 'Cancel your subscription'],
];

const ADMIN_PAGES: [RegExp, PageName][] = [
  [/^\/admin(\/dashboard)?$/, 'Dashboard'],
  [/^\/admin\/flows$/, 'Flows'],
  [/^\/admin\/flows\/([^/]+)\/builder$/, (m) => `Builder: ${m[1]}`],
  [/^\/admin\/orders$/, 'Orders'],
  [/^\/admin\/order\/(\d+)$/, (m) => `Order ${m[1]}`],
  [/^\/admin\/products$/, 'Products'],
  [/^\/admin\/product\/([^/]+)$/, (m) => `Product ${m[1]}`],
  [/^\/admin\/questions$/, 'Questions'],
  [/^\/admin\/question\/(\d+)$/, (m) => `Question ${m[1]}`],
  [/^\/admin\/users$/, 'Users'],
  [/^\/admin\/user\/(\d+)$/, (m) => `User ${m[1]}`],
  [/^\/admin\/inbox$/, 'Inbox'],
  [/^\/admin\/inbox\/(\d+)$/, (m) => `Conversation ${m[1]} · Inbox`],
  [/^\/admin\/audit$/, 'Audit log'],
];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pageNameOf(table: [RegExp, PageName][], path: string): string | null {
  for (const [pattern, name] of table) {
    const match = pattern.exec(path);
    if (match) return typeof name === 'string' ? name : name(match);
  }
  return null;
}

/**
 * The title of the page at `pathname`. `brandName` is the tenant's (configurations.brandName), `headTitle` the
 * tenant's head title (meta.app.head.title), used on the home page and as the fallback. `detail` is what the page
 * itself shows when one path shows many pages (each question of /question/{id}, a hard stop): it comes first.
 */
export function documentTitle(
  pathname: string,
  brandName: string | null,
  headTitle: string | null,
  detail: string | null = null,
): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const brand = brandName ?? headTitle ?? '';
  const suffix = (parts: string[]) =>
    [...(detail ? [detail] : []), ...parts, brand].filter((part) => part !== '').join(' · ');
  if (path === '/admin' || path.startsWith('/admin/')) {
    return suffix([pageNameOf(ADMIN_PAGES, path) ?? 'Page not found', 'Admin']);
  }
  const page = pageNameOf(STOREFRONT_PAGES, path);
  if (page !== null) return suffix([page]);
  if (detail) return suffix([]);
  return headTitle ?? (brand || 'Telehealth');
}
