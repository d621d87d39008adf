import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { type Components } from 'react-markdown';

// Article Markdown becomes HTML once, when the app is built: the browser neither downloads a Markdown parser nor
// spends a phone's CPU on it, and the prerendered page and the reader show the very same markup. Raw HTML in an
// article is dropped, never passed through; links inside the app stay plain (the reader routes them itself),
// links out open apart.

const bodyComponents: Components = {
  a({ href, children }) {
    if (href?.startsWith('/')) return <a href={href}>{children}</a>;
    return (
      <a href={href} rel="noopener noreferrer" target="_blank">
        {children}
      </a>
    );
  },
  // The page's own title is the only <h1>.
  h1: ({ children }) => <h2>{children}</h2>,
};

export function articleHtml(markdown: string): string {
  return renderToStaticMarkup(
    <Markdown skipHtml components={bodyComponents}>
      {markdown}
    </Markdown>,
  );
}

/** A source line: emphasis only (titles of works), no paragraph around it. */
export function sourceHtml(markdown: string): string {
  return renderToStaticMarkup(
    <Markdown skipHtml allowedElements={['em', 'strong', 'p']} unwrapDisallowed components={{ p: ({ children }) => <>{children}</> }}>
      {markdown}
    </Markdown>,
  );
}
