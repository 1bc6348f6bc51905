import type { Plugin } from 'vite';

/** The stylesheet links Vite writes into the built index.html for the entry's CSS. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/**
 * Writes the entry's stylesheet into the built index.html as a `<style>` element instead of a link. A linked
 * stylesheet blocks the first paint until it has arrived: inline, the page (the tenant's loader, then the page
 * itself) paints as soon as the HTML is in, while the scripts still load. The entry's CSS is small (about 5 KB
 * gzip) and the HTML is rendered per tenant anyway; lazy pages' stylesheets stay files, loaded with their code.
 */
export function inlineEntryCssPlugin(): Plugin {
  return {
    name: 'telehealth-inline-entry-css',
    applyToEnvironment: (environment) => environment.name === 'client',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // A `</style` inside the CSS (a string or comment) would end the element early; CSS never needs one.
          if (/<\/style/i.test(css))
            throw new Error(`${fileName} contains "</style", which cannot be inlined`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
