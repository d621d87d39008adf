import { Fragment, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { es } from '../../../i18n/es';
import type { LegalBlock, LegalDocument } from '../../../content/legal/types';
import { privacy } from '../../../content/legal/privacy';
import { terms } from '../../../content/legal/terms';
import { cookies } from '../../../content/legal/cookies';
import { support } from '../../../content/legal/support';
import './legal-page.css';

// The legal and help pages: static text from src/content/legal, no data fetching, so they render the same
// for a visitor, a signed-in user, offline, and in a build-time prerender.

const INLINE_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Text with [label](target) links: app paths navigate inside the app, the rest (mailto:, https:) are plain links. */
function Inline({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    parts.push(text.slice(last, match.index));
    const [, label, target] = match;
    parts.push(
      target.startsWith('/') ? <Link key={match.index} to={target}>{label}</Link> : <a key={match.index} href={target}>{label}</a>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p><Inline text={block} /></p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}><Inline text={item} /></li>
        ))}
      </ul>
    );
  }
  return (
    <div className="legal-page__faq">
      <h3>{block.question}</h3>
      {block.answer.map((answer) => (
        <p key={answer}><Inline text={answer} /></p>
      ))}
    </div>
  );
}

const updatedFormat = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' });

export function LegalPage({ document: page }: { document: LegalDocument }) {
  useEffect(() => {
    document.title = `${page.title} · ${es.app.name}`;
  }, [page.title]);

  return (
    <main id="main" className="legal-page">
      <header className="legal-page__header">
        <h1>{page.title}</h1>
        <p className="legal-page__summary">{page.summary}</p>
        <p className="legal-page__updated">
          {es.legal.updated} <time dateTime={page.updated}>{updatedFormat.format(new Date(`${page.updated}T00:00:00Z`))}</time>
        </p>
      </header>
      <nav className="legal-page__toc" aria-label={es.legal.toc}>
        <ol>
          {page.sections.map((section) => (
            <li key={section.id}><a href={`#${section.id}`}>{section.title}</a></li>
          ))}
        </ol>
      </nav>
      {page.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="legal-page__section">
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.blocks.map((block, index) => (
            <Fragment key={index}>
              <Block block={block} />
            </Fragment>
          ))}
        </section>
      ))}
    </main>
  );
}

export const PrivacyPage = () => <LegalPage document={privacy} />;
export const TermsPage = () => <LegalPage document={terms} />;
export const CookiesPage = () => <LegalPage document={cookies} />;
export const SupportPage = () => <LegalPage document={support} />;
