import { useEffect, useRef } from 'react';
import { esTarot, esTarotCard, esTarotDay } from '../../../i18n/es-tarot';
import { paths } from '../../../lib/paths';
import type { StoredTarotReading } from '../../../offline/db';
import { cardDetails } from '../card-details';
import { TarotJournal } from './tarot-journal';

interface TarotReadingViewProps {
  reading: StoredTarotReading;
  heading: string;
  online: boolean;
  /** Moves the focus to this reading when it appears: the result of the draw the user just made. */
  takeFocus?: boolean;
}

export function TarotReadingView({ reading, heading, online, takeFocus = false }: TarotReadingViewProps) {
  const details = cardDetails(reading.cardId, reading.reversed);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus, reading.id]);
  return (
    <article ref={ref} tabIndex={-1} className="tarot-reading" aria-label={`${heading}: ${reading.cardName}`}>
      <figure className={`tarot-reading__art${reading.reversed ? ' tarot-reading__art--reversed' : ''}`}>
        {reading.cardId ? (
          <img src={`/tarot/${reading.cardId}.svg`} alt={esTarot.cardArtAlt(reading.cardName, reading.reversed)} width={200} height={300} />
        ) : null}
      </figure>
      <div className="tarot-reading__text">
        <p className="tarot-reading__eyebrow">{heading}</p>
        <h3>{reading.cardName}</h3>
        <p className="tarot-reading__orientation">{reading.reversed ? esTarot.reversed : esTarot.upright}</p>
        {details ? (
          <p className="tarot-reading__keywords">
            <strong>{esTarotCard.keywords}:</strong> {details.text.keywords.join(' · ')}
          </p>
        ) : null}
        {details ? (
          <section className="tarot-reading__image" aria-label={esTarotCard.image}>
            <h4>{esTarotCard.image}</h4>
            <p>{details.image}</p>
          </section>
        ) : null}
        {reading.interpretation.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {details ? (
          <div className="tarot-reading__question">
            <h4>{esTarotCard.question}</h4>
            <p>{details.text.question}</p>
          </div>
        ) : null}
        {reading.practicalAction ? (
          <div className="tarot-reading__action">
            <h4>{esTarot.practicalAction}</h4>
            <p>{reading.practicalAction}</p>
          </div>
        ) : null}
        {details ? (
          <section className="tarot-reading__correspondences" aria-label={esTarotCard.correspondences}>
            <h4>{esTarotCard.correspondences}</h4>
            <dl>
              <dt>{esTarotCard.element}</dt>
              <dd>
                <strong>{details.correspondences.element}.</strong> {details.correspondences.elementGloss}
              </dd>
              <dt>{esTarotCard.astrology}</dt>
              <dd>
                <strong>{details.correspondences.astrology}.</strong> {details.correspondences.astrologyDetail}
              </dd>
              <dt>{esTarotCard.number}</dt>
              <dd>
                <strong>{details.correspondences.numberLabel}.</strong> {details.correspondences.numberMeaning}
              </dd>
              <dt>{esTarotCard.library}</dt>
              <dd>
                <ul className="tarot-reading__links">
                  {reading.cardId ? (
                    <li>
                      <a href={paths.tarotCard(reading.cardId)}>{esTarotDay.cardPage(reading.cardName)}</a>
                    </li>
                  ) : null}
                  {details.correspondences.library.map((link) => (
                    <li key={link.slug}>
                      <a href={`/biblioteca/${link.slug}`}>{esTarotCard.libraryLink(link.topic)}</a>
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
          </section>
        ) : null}
        <p className="tarot-reading__source">{reading.source === 'ai' ? esTarot.sourceAi : esTarot.sourceBuiltin}</p>
        <TarotJournal reading={reading} online={online} />
      </div>
    </article>
  );
}
