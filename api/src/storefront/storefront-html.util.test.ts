import { STOREFRONT_BOOT_ELEMENT_ID, type StorefrontBoot } from '@telehealth/engine';
import { describe, expect, it } from 'vitest';

import { tenantData } from '../testing/tenant-data.js';
import {
  jsonForScript,
  renderStorefrontHtml,
  themeStyleAttribute,
  withRenderedApp,
} from './storefront-html.util.js';

const TEMPLATE = `<!doctype html>
<html lang="en" aria-busy="true">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Online care." />
    <link rel="icon" href="data:," />
    <title>Loading…</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

function boot(id: number): StorefrontBoot {
  return { tenantId: id, brandConfig: tenantData(id).tenant.brandConfig, apiToken: 'the-token' };
}

/** The boot JSON of a rendered page, parsed back as the browser would. */
function bootOf(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${STOREFRONT_BOOT_ELEMENT_ID}">([^]*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('renderStorefrontHtml', () => {
  it.each([6, 7])("writes tenant %i's theme, head and boot configuration into the page", (id) => {
    const { brandConfig } = tenantData(id).tenant;
    const html = renderStorefrontHtml(TEMPLATE, boot(id));
    expect(html).toContain(`--colors-primary:${brandConfig.theme.colors.primary}`);
    expect(html).toContain(`<title>${brandConfig.meta.app.head.title}</title>`);
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9A-Fa-f]{6}" data-tenant-head>/);
    expect(html).toMatch(
      /<link rel="icon" href="\/api\/assets\/\d\/[^"]+" type="image\/svg\+xml" data-tenant-head>/,
    );
    // The template's placeholder description and icon are replaced, not doubled.
    expect(html).not.toContain('Online care.');
    expect(html).not.toContain('href="data:,"');
    expect(html).toContain('aria-busy');
    expect(bootOf(html)).toEqual(boot(id));
  });

  it("never carries the other tenant's brand", () => {
    const six = renderStorefrontHtml(TEMPLATE, boot(6));
    const seven = renderStorefrontHtml(TEMPLATE, boot(7));
    const name = (id: number) => tenantData(id).tenant.brandConfig.configurations.brandName;
    expect(six).not.toContain(name(7));
    expect(seven).not.toContain(name(6));
  });

  it('keeps hostile tenant strings inside their element', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const base = boot(7);
    const brandConfig = structuredClone(base.brandConfig);
    brandConfig.configurations.brandName = hostile;
    brandConfig.meta.app.head.title = `</title>${hostile}`;
    brandConfig.meta.app.head.meta = [{ name: 'description', content: `"><script>alert(2)</script>` }];
    brandConfig.meta.app.head.htmlAttrs = { lang: 'en" onload="alert(3)', onclick: 'alert(4)' };
    brandConfig.theme.colors.primary = 'red;}</style><script>alert(5)</script>';
    brandConfig.theme.colors.secondary = 'blue\u2028';
    const html = renderStorefrontHtml(TEMPLATE, { ...base, brandConfig });

    // One script of the template, one JSON block: nothing else opens a script or closes one.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toMatch(/alert\(\d\)<\/script>/);
    // An attribute value stays one value; event handlers are never written.
    expect(html).toContain('<html lang="en&quot; onload=&quot;alert(3)"');
    expect(html).not.toMatch(/\sonclick=/);
    expect(html).not.toMatch(/style="[^"]*red;/);
    expect(bootOf(html)).toEqual({ ...base, brandConfig });
  });
});

describe('jsonForScript', () => {
  it('escapes what could end the element and reads back unchanged', () => {
    const value = { a: '</script><!-- & \u2028\u2029 >' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('themeStyleAttribute', () => {
  it('keeps values that stay one declaration and drops the rest', () => {
    expect(
      themeStyleAttribute({
        '--colors-primary': '#5A2D82',
        '--fonts-body': "'Avenir Next', Arial, sans-serif",
        '--shadows-sm': '0 1px 2px rgba(42, 34, 51, 0.08)',
        '--bad-a': 'red; color: blue',
        '--bad-b': 'x}',
        '--bad-c': 'a /* b',
      }),
    ).toEqual({
      style:
        "--colors-primary:#5A2D82;--fonts-body:'Avenir Next', Arial, sans-serif;--shadows-sm:0 1px 2px rgba(42, 34, 51, 0.08)",
      names: ['--colors-primary', '--fonts-body', '--shadows-sm'],
    });
  });
});

describe('withRenderedApp', () => {
  it("puts the app's markup in the mount point, as given, and the page is no longer busy", () => {
    const page = renderStorefrontHtml(TEMPLATE, boot(6));
    // Replacement patterns in the markup ($&, $1) stay text.
    const markup = '<main><h1>Price $& of $1</h1></main>';
    const queries = { queries: [{ state: { data: '</script><!--' } }] };
    const html = withRenderedApp(page, markup, queries);
    const data = `<script type="application/json" id="storefront-queries">${jsonForScript(queries)}</script>`;
    expect(html).toContain(`<body><div id="root">${markup}</div>${data}</body>`);
    expect(data).not.toContain('</script><!--');
    expect(html).not.toContain('aria-busy');
    expect(html.replace(`<div id="root">${markup}</div>${data}`, '<div id="root"></div>')).toBe(
      page.replace(' aria-busy="true"', ''),
    );
  });

  it('leaves a page without an empty mount point as it is', () => {
    const page = TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>');
    expect(withRenderedApp(page, '<main>x</main>', {})).toBe(page);
  });
});
