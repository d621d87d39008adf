import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import type { ReactNode } from 'react';

// Article Markdown becomes HTML once, when the app is built: the browser neither downloads a Markdown parser nor
// spends a phone's CPU on it, and the prerendered page and the reader show the very same markup. The parser is
// react-markdown (remark-parse and remark-rehype underneath), which the readings already depend on for their
// AI-written texts: one Markdown dialect in the project, and nothing new to keep up to date.
//
// Why the reader may insert this HTML as it is: it is written here from our own repository's articles, and
// the Markdown cannot smuggle markup through. Raw HTML in an article is dropped (`skipHtml`), never passed
// through, since no article needs it; every text and attribute is escaped by React's server renderer; and link
// targets go through react-markdown's URL filter, which empties `javascript:` and other unsafe schemes. Links
// inside the app stay plain (the reader routes them itself), links out open apart.

type HeadingProps = React.JSX.IntrinsicElements['h2'] & ExtraProps;

/** The parsed (hast) nodes a heading holds, as far as their text goes. */
interface TextNode {
  value?: string;
  children?: TextNode[];
}

function textOf(node: TextNode | undefined): string {
  return node?.value ?? (node?.children ?? []).map(textOf).join('');
}

/** A heading's anchor: its words, lower case, accents folded, joined by hyphens («¿Qué es māyā?» → «que-es-maya»). */
export function headingId(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'seccion'
  );
}

/** Components for one article: each heading gets an id unique within it, so a section can be linked to. */
function bodyComponents(): Components {
  const used = new Map<string, number>();
  const anchored = (Tag: 'h2' | 'h3' | 'h4') =>
    function Heading({ node, children }: HeadingProps): ReactNode {
      const base = headingId(textOf(node));
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      return <Tag id={seen ? `${base}-${seen + 1}` : base}>{children}</Tag>;
    };
  return {
    a({ href, children }) {
      // Addresses in the app and sections of the same article («#anchor») stay in this tab.
      if (href?.startsWith('/') || href?.startsWith('#')) return <a href={href}>{children}</a>;
      return (
        <a href={href} rel="noopener noreferrer" target="_blank">
          {children}
        </a>
      );
    },
    // No article has a picture, and the reader gives none a reserved box: one added without that would move the
    // page as it arrived, so the build stops and says so rather than shipping it.
    img() {
      throw new Error('articles have no images: the reader would need to reserve their box first');
    },
    // The page's own title is the only <h1>.
    h1: anchored('h2'),
    h2: anchored('h2'),
    h3: anchored('h3'),
    h4: anchored('h4'),
  };
}

export function articleHtml(markdown: string): string {
  return renderToStaticMarkup(
    <Markdown skipHtml components={bodyComponents()}>
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
