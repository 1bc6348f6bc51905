import type { TenantMeta } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { headFromMeta } from './head';

describe('headFromMeta', () => {
  it('turns meta.app.head into a title, <html> attributes and meta and link tags', () => {
    const meta: TenantMeta = {
      app: {
        head: {
          title: 'Fungaid | Clear nails, prescribed online',
          htmlAttrs: { lang: 'en' },
          meta: [
            { name: 'description', content: 'Prescription antifungal care' },
            { property: 'og:title', content: 'Fungaid' },
          ],
          link: [
            { rel: 'icon', href: '/api/assets/6/favicon.svg', type: 'image/svg+xml' },
            { rel: 'apple-touch-icon', href: '/api/assets/6/icon.png', sizes: '180x180' },
          ],
        },
      },
    };
    expect(headFromMeta(meta)).toEqual({
      title: 'Fungaid | Clear nails, prescribed online',
      htmlAttributes: { lang: 'en' },
      tags: [
        { tag: 'meta', attributes: { name: 'description', content: 'Prescription antifungal care' } },
        { tag: 'meta', attributes: { property: 'og:title', content: 'Fungaid' } },
        {
          tag: 'link',
          attributes: { rel: 'icon', href: '/api/assets/6/favicon.svg', type: 'image/svg+xml' },
        },
        {
          tag: 'link',
          attributes: { rel: 'apple-touch-icon', href: '/api/assets/6/icon.png', sizes: '180x180' },
        },
      ],
    });
  });

  it('needs only the title', () => {
    expect(headFromMeta({ app: { head: { title: 'Evenwell' } } })).toEqual({
      title: 'Evenwell',
      htmlAttributes: {},
      tags: [],
    });
  });

  it('drops event handlers, script URLs and meta tags that name nothing', () => {
    const meta: TenantMeta = {
      app: {
        head: {
          title: 'X',
          htmlAttrs: { lang: 'en', onclick: 'steal()', 'bad name': 'x' },
          meta: [{ content: 'orphan' }],
          link: [{ rel: 'icon', href: 'javascript:alert(1)' }],
        },
      },
    };
    expect(headFromMeta(meta)).toEqual({ title: 'X', htmlAttributes: { lang: 'en' }, tags: [] });
  });
});
