import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DECK, findCard, romanNumeral, suitName, type OrientationText, type Suit, type TarotCard } from '@core/tarot/deck';
import { correspondencesOf } from '@core/tarot/correspondences';
import { es } from '../../../i18n/es';
import { paths } from '../../../lib/paths';
import { findArticle } from '../catalog';
import { tarotSection as t } from '../tarot-texts';
import './library.css';

// The library's tarot section: every card of the deck with the deck's own texts (supabase/functions/_shared/
// tarot, the same source the daily reading is written from), at /biblioteca/tarot and /biblioteca/tarot/<id>.
// Both pages are prerendered at build time and readable without an account. The deck is imported here, inside
// this lazily loaded chunk, never by the first paint.

const SUITS: Suit[] = ['bastos', 'copas', 'espadas', 'oros'];

function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Sendero Astral`;
  }, [title]);
}

function cardKind(card: TarotCard): string {
  return card.arcana === 'major' ? `Arcano mayor ${romanNumeral(card.number)}` : `${t.minorsIn(suitName(card.suit!))}`;
}

function CardLink({ card }: { card: TarotCard }) {
  return (
    <li>
      <Link to={paths.tarotCard(card.id)} className="tarot-index__card">
        {/* Width and height reserve the card's box before the art arrives: nothing below it moves. */}
        <img src={`/tarot/${card.id}.svg`} alt="" width={200} height={300} loading="lazy" decoding="async" />
        <span className="tarot-index__name">{card.name}</span>
        <span className="tarot-index__keywords">{card.upright.keywords.slice(0, 3).join(' · ')}</span>
      </Link>
    </li>
  );
}

export function TarotIndexPage() {
  useTitle(t.title);
  const majors = DECK.filter((card) => card.arcana === 'major');
  return (
    <main id="main" className="article-page tarot-page">
      <nav className="article-page__breadcrumb" aria-label="Ruta">
        <Link to={paths.library}>{es.library.back}</Link>
      </nav>
      <header className="article-page__header">
        <h1>{t.title}</h1>
        <p className="article-page__summary">{t.intro}</p>
      </header>
      <section aria-labelledby="tarot-majors">
        <h2 id="tarot-majors">{t.majors}</h2>
        <p>{t.majorsIntro}</p>
        <ul className="tarot-index">
          {majors.map((card) => (
            <CardLink key={card.id} card={card} />
          ))}
        </ul>
      </section>
      {SUITS.map((suit) => (
        <section key={suit} aria-labelledby={`tarot-${suit}`}>
          <h2 id={`tarot-${suit}`}>{t.minorsIn(suitName(suit))}</h2>
          <ul className="tarot-index">
            {DECK.filter((card) => card.suit === suit).map((card) => (
              <CardLink key={card.id} card={card} />
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}

function Orientation({ title, text, id }: { title: string; text: OrientationText; id: string }) {
  return (
    <section className="tarot-card__orientation" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="tarot-card__keywords">
        <span className="visually-hidden">{t.keywords}: </span>
        {text.keywords.join(' · ')}
      </p>
      {text.meaning.split(/\n\n+/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      <h3>{t.question}</h3>
      <p>{text.question}</p>
      <h3>{t.action}</h3>
      <p>{text.action}</p>
    </section>
  );
}

export function TarotCardPage() {
  const { card: cardId = '' } = useParams();
  const card = findCard(cardId);
  useTitle(card?.name ?? t.notFoundTitle);

  if (!card) {
    return (
      <main id="main" className="article-page">
        <h1>{t.notFoundTitle}</h1>
        <p>{t.notFoundText}</p>
        <Link to={paths.tarot}>{t.backToTarot}</Link>
      </main>
    );
  }

  const index = DECK.indexOf(card);
  const previous = DECK[index - 1];
  const next = DECK[index + 1];
  const correspondences = correspondencesOf(card);
  const reading = correspondences.library.map((link) => ({ ...link, article: findArticle(link.slug) })).filter((link) => link.article);

  return (
    <main id="main" className="article-page tarot-card">
      <nav className="article-page__breadcrumb" aria-label="Ruta">
        <Link to={paths.tarot}>{t.backToTarot}</Link>
      </nav>
      <article lang="es">
        <header className="article-page__header tarot-card__header">
          <img className="tarot-card__art" src={`/tarot/${card.id}.svg`} alt="" width={200} height={300} fetchPriority="high" />
          <div>
            <p className="article-page__meta">{cardKind(card)}</p>
            <h1>{card.name}</h1>
            <p className="article-page__summary">{card.image}</p>
          </div>
        </header>
        <div className="article-page__body">
          <Orientation id="tarot-upright" title={t.upright} text={card.upright} />
          <Orientation id="tarot-reversed" title={t.reversed} text={card.reversed} />
          <section aria-labelledby="tarot-correspondences">
            <h2 id="tarot-correspondences">{t.correspondences}</h2>
            <dl className="tarot-card__facts">
              <dt>{t.element}</dt>
              <dd>{correspondences.elementGloss}</dd>
              <dt>{t.astrology}</dt>
              <dd>
                {correspondences.astrology}. {correspondences.astrologyDetail}
              </dd>
              <dt>{t.number}</dt>
              <dd>
                {correspondences.numberLabel}. {correspondences.numberMeaning}
              </dd>
            </dl>
          </section>
          {reading.length ? (
            <section aria-labelledby="tarot-reading">
              <h2 id="tarot-reading">{t.readMore}</h2>
              <ul>
                {reading.map((link) => (
                  <li key={link.slug}>
                    <Link to={paths.article(link.slug)}>{link.article!.title}</Link> — {link.topic}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </article>
      <nav className="article-page__pager" aria-label={t.backToTarot}>
        {previous ? (
          <Link to={paths.tarotCard(previous.id)} rel="prev">
            <span>← {t.previous}</span>
            {previous.name}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={paths.tarotCard(next.id)} rel="next">
            <span>{t.next} →</span>
            {next.name}
          </Link>
        ) : null}
      </nav>
    </main>
  );
}
