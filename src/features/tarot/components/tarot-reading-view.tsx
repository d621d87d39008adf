import { es } from '../../../i18n/es';
import type { StoredTarotReading } from '../../../offline/db';

export function TarotReadingView({ reading, heading }: { reading: StoredTarotReading; heading: string }) {
  return (
    <article className="tarot-reading" aria-label={`${heading}: ${reading.cardName}`}>
      <figure className={`tarot-reading__art${reading.reversed ? ' tarot-reading__art--reversed' : ''}`}>
        {reading.cardId ? (
          <img src={`/tarot/${reading.cardId}.svg`} alt={es.tarot.cardArtAlt(reading.cardName, reading.reversed)} width={200} height={300} />
        ) : null}
      </figure>
      <div className="tarot-reading__text">
        <p className="tarot-reading__eyebrow">{heading}</p>
        <h3>{reading.cardName}</h3>
        <p className="tarot-reading__orientation">{reading.reversed ? es.tarot.reversed : es.tarot.upright}</p>
        {reading.interpretation.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {reading.practicalAction ? (
          <div className="tarot-reading__action">
            <h4>{es.tarot.practicalAction}</h4>
            <p>{reading.practicalAction}</p>
          </div>
        ) : null}
        <p className="tarot-reading__source">{reading.source === 'ai' ? es.tarot.sourceAi : es.tarot.sourceBuiltin}</p>
      </div>
    </article>
  );
}
