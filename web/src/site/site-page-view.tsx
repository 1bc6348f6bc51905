import { Link } from 'react-router-dom';

import type { ShownBlock, ShownPage } from './site-page-model';

function Block({ block }: { block: ShownBlock }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>;
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case 'links':
      return (
        <p className="site-page__links">
          {block.links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </p>
      );
  }
}

/** One public page or doc: title, lead, optional contents list, then its sections (h2, with anchor ids). */
export function SitePageView({ page }: { page: ShownPage }) {
  return (
    <article className="site-page" aria-labelledby="site-page-title">
      <header className="site-page__header">
        <h1 id="site-page-title">{page.title}</h1>
        <p className="site-page__lead">{page.lead}</p>
        {page.note ? <p className="site-page__note">{page.note}</p> : null}
      </header>
      {page.tableOfContents ? (
        <nav className="site-page__toc" aria-label="On this page">
          <h2 className="site-page__toc-title">On this page</h2>
          <ol>
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {page.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="site-page__section"
          aria-labelledby={`${section.id}-heading`}
        >
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

/** While the page's words load. */
export function SitePageLoading() {
  return (
    <p className="site-page__loading" role="status">
      Loading…
    </p>
  );
}

/** When the tenant's configurations or site content failed to load, a neutral line instead of the page. */
export function SitePageUnavailable() {
  return (
    <p role="alert" className="site-page__unavailable">
      This page is not available right now. Please try again later.
    </p>
  );
}
