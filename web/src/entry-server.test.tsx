import type { StorefrontBoot } from '@telehealth/engine';
import { describe, expect, it } from 'vitest';

import type { FetchLike } from './api/client';
import { orderFixture } from './account/__fixtures__/order';
import { orderResume } from './intake/__fixtures__/order-resume';
import { getCookie } from './cookies/cookies';
import { product } from './site/__fixtures__/products';
import { routes } from './app/routes';
import { renderPage as render, serverRenderedPatterns } from './entry-server';
import { brandConfig } from './tenant/__fixtures__/brand-config';

/** The calls the render made, and its answers: JSON by path (without the query), else a 404. */
function fakeApi(answers: Record<string, unknown> = {}, delayMs = 0) {
  const calls: { path: string; headers: Record<string, string> }[] = [];
  const fetchApi: FetchLike = async (path, init) => {
    calls.push({ path, headers: Object.fromEntries(new Headers(init.headers)) });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const answer = answers[path.split('?')[0]!];
    return answer === undefined
      ? new Response(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }), {
          status: 404,
        })
      : new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetchApi };
}

/** The page's markup (null when there is none), rendered without any API answer. */
async function renderPage(url: string, boot: StorefrontBoot, cookieHeader: string) {
  return (await render(url, boot, cookieHeader, fakeApi().fetchApi))?.html ?? null;
}

const paidOrder = orderFixture({ selectedProduct: [{ med: 704, name: 'Testbrand Regular', price: 49.99 }] });
const customerCookies = 'token=a.login.token; userRole=1; userId=42';

const boot: StorefrontBoot = { tenantId: 6, brandConfig, apiToken: 'a-client-key' };
const dUser = encodeURIComponent(
  JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '5125550100' }),
);

/** The text of the rendered markup, without tags (React separates adjacent texts with comments). */
const textOf = (markup: string) =>
  markup
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the server render of the storefront (entry-server.tsx)', () => {
  it("renders lead-qualify for the tenant: its brand in the heading, the form, the bar's place held", async () => {
    const markup = await renderPage('/start/lead-qualify', boot, '');
    expect(markup).not.toBeNull();
    expect(markup).toContain('<h1 id="step-heading">Let&#x27;s see if Testbrand is right for you</h1>');
    expect(textOf(markup!)).toContain('State of residence');
    expect(markup).toMatch(/<select[^>]*name="state"[^>]*disabled=""/);
    // The progress count loads in the browser; its bar's place is held, so the page does not move when it comes.
    expect(markup).toContain('<div class="intake-progress" aria-hidden="true">');
    // Its controls take no input until the app has taken the page over (ServerRenderedForm).
    expect(markup).toContain('<fieldset class="form-controls" role="presentation" disabled="">');
  });

  it("renders lead-intro with the visitor's details from the request's dUser cookie", async () => {
    const markup = await renderPage('/start/lead-intro?utm_source=mail', boot, `created=abc; dUser=${dUser}`);
    expect(markup).toMatch(/<input[^>]*id="[^"]*-firstName"[^>]*value="Ada"/);
    expect(markup).toMatch(/<input[^>]*id="[^"]*-email"[^>]*value="ada@example.com"/);
    expect(markup).toContain('value="(512) 555-0100"');
  });

  it('renders lead-intro empty for a visitor without cookies', async () => {
    const markup = await renderPage('/start/lead-intro', boot, '');
    expect(markup).toMatch(/<input[^>]*id="[^"]*-firstName"[^>]*value=""/);
  });

  it('leaves the cookies it was given to that render', async () => {
    await renderPage('/start/lead-intro', boot, `dUser=${dUser}`);
    expect(getCookie('user')).toBeUndefined();
  });

  it("renders the home page with the tenant's treatments from the API, and sends them", async () => {
    const api = fakeApi({ '/api/products': [product({ med: 704, name: 'Testbrand Regular', price: 49 })] });
    const rendered = await render('/', boot, '', api.fetchApi);
    const text = textOf(rendered!.html!);
    expect(text).toContain('Get started');
    expect(text).toContain('Treatments Testbrand Regular $49.00 a month');
    expect(rendered?.queries.queries.map((query) => query.queryKey)).toContainEqual(['products', 6]);
  });

  it.each(['/accountv2/profile', '/login', '/no-such-page'])(
    'leaves %s to the browser (not a server-rendered page)',
    async (path) => {
      expect(await render(path, boot, '', fakeApi().fetchApi)).toBeNull();
    },
  );

  it("renders the customer's orders with the data, asked with the customer's login, and sends that data", async () => {
    const api = fakeApi({ '/api/order/created': [paidOrder], '/api/chat/unread': { count: 0 } });
    const rendered = await render('/accountv2/orders', boot, customerCookies, api.fetchApi);
    const text = textOf(rendered!.html!);
    expect(text).toContain('Your orders');
    expect(text).toContain('Order 100001 (current)');
    // Dates of a page the server rendered are in UTC until the browser shows them in its own zone.
    expect(text).toContain('11/01/2026 · Testbrand Regular');
    const orders = api.calls.find((call) => call.path.startsWith('/api/order/created'));
    expect(orders?.path).toBe('/api/order/created?userId=42');
    expect(orders?.headers).toMatchObject({
      authorization: 'Bearer a.login.token',
      tenant: '6',
      token: 'a-client-key',
    });
    const sent = rendered?.queries.queries.map((query) => query.queryKey);
    expect(sent).toContainEqual(['account', 6, '42', 'orders']);
  });

  it('renders what failed as loading, sends none of it, and asks once', async () => {
    const api = fakeApi({});
    const rendered = await render('/accountv2/orders', boot, customerCookies, api.fetchApi);
    expect(textOf(rendered!.html!)).toContain('Your orders');
    expect(textOf(rendered!.html!)).toContain('Loading');
    expect(textOf(rendered!.html!)).not.toContain('Order 100001');
    expect(rendered?.queries.queries.map((query) => query.queryKey)).not.toContainEqual([
      'account',
      6,
      '42',
      'orders',
    ]);
    expect(api.calls.filter((call) => call.path.startsWith('/api/order/created'))).toHaveLength(1);
  });

  it('sends a page whose data is too slow as it stands, without waiting for it', async () => {
    const api = fakeApi({ '/api/order/created': [paidOrder] }, 3000);
    const started = Date.now();
    const rendered = await render('/accountv2/orders', boot, customerCookies, api.fetchApi);
    expect(Date.now() - started).toBeLessThan(2900);
    expect(textOf(rendered!.html!)).not.toContain('Order 100001');
    expect(rendered?.queries.queries).toEqual([]);
  });

  it("renders the checkout hub with its order, and each step's status only once the browser has read the tab's", async () => {
    const api = fakeApi({ '/api/order/created': orderResume({ created: 'an-intake', state: 'checkout' }) });
    const rendered = await render('/start/checkout', boot, 'created=an-intake', api.fetchApi);
    expect(api.calls.map((call) => call.path)).toContainEqual(
      expect.stringMatching(/^\/api\/order\/created\?created=an-intake/),
    );
    const text = textOf(rendered!.html!);
    expect(text).toContain('You are ready for checkout');
    expect(text).toContain('Your state Treatment Dosage Shipping');
    expect(text).not.toContain('To do');
    expect(text).toContain('Continue');
    expect(text).not.toContain('Continue:');
  });

  it("leaves a staff member's view as a customer to the browser", async () => {
    expect(await renderPage('/accountv2/orders?maskToken=a.mask.token', boot, customerCookies)).toBeNull();
  });

  it("leaves a page the tenant's route rules send elsewhere to the browser", async () => {
    const redirecting: StorefrontBoot = {
      ...boot,
      brandConfig: {
        ...brandConfig,
        configurations: {
          ...brandConfig.configurations,
          routeRules: [{ from: '/start/lead-qualify', to: '/' }],
        },
      },
    };
    expect(await renderPage('/start/lead-qualify', redirecting, '')).toBeNull();
  });

  it('knows the server-rendered pages from the route table, and leaves every other path to the browser', async () => {
    expect(serverRenderedPatterns(routes).sort()).toEqual([
      '/',
      '/accountv2/orders',
      '/question/:id',
      '/start/checkout',
      '/start/lead-intro',
      '/start/lead-qualify',
    ]);
    for (const path of ['/about', '/docs/terms', '/start/state', '/question', '/question/1/x', '/nowhere']) {
      expect(await renderPage(path, boot, ''), path).toBeNull();
    }
  });
});
