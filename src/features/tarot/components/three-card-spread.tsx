import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { es } from '../../../i18n/es';
import { esTarot, esTarotSpread } from '../../../i18n/es-tarot';
import type { StoredTarotSpread } from '../../../offline/db';
import { tarotApi } from '../api/tarot-api';
import { SPREAD_QUESTION_MAX_LENGTH, storeSpread, useStoredSpreads } from '../api/stored-spreads';
import type { CalendarDate } from '../journal/calendar';
import { formatDay } from '../journal/format';

// The three-card spread (situation, obstacle, advice), labelled Pro as the spec's advanced features are, and open
// to everyone. It comes after the card of the day and never in its place: it opens once today's card is drawn, below
// it, with a quieter button. The spread is drawn on the device and kept there (see StoredTarotSpread); the section
// says so.

interface ThreeCardSpreadProps {
  user: { id: string };
  today: CalendarDate;
  hasTodaysCard: boolean;
}

export function ThreeCardSpread({ user, today, hasTodaysCard }: ThreeCardSpreadProps) {
  const { drawSpread } = tarotApi.useApi();
  const spreads = useStoredSpreads(user.id);
  const ids = { title: useId(), question: useId(), hint: useId() };
  const [question, setQuestion] = useState('');
  const [drawing, setDrawing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const [justDrawn, setJustDrawn] = useState<string | null>(null);

  const latest = spreads?.[0];
  // Today's newest spread shows by itself; an earlier one shows when the user opens it from the list.
  const shown = spreads?.find((spread) => spread.id === shownId) ?? (latest?.date === today ? latest : undefined);
  const earlier = spreads?.filter((spread) => spread.id !== shown?.id) ?? [];
  const tooLong = question.trim().length > SPREAD_QUESTION_MAX_LENGTH;

  async function onDraw(event: FormEvent) {
    event.preventDefault();
    if (tooLong) {
      setProblem(esTarotSpread.questionTooLong(SPREAD_QUESTION_MAX_LENGTH));
      return;
    }
    setProblem(null);
    setDrawing(true);
    try {
      const draft = await drawSpread(today);
      const spread: StoredTarotSpread = { id: crypto.randomUUID(), userId: user.id, drawnAt: new Date().toISOString(), question: question.trim() || null, ...draft };
      await storeSpread(spread);
      setQuestion('');
      setShownId(spread.id);
      setJustDrawn(spread.id);
    } catch {
      setProblem(esTarotSpread.failed);
    } finally {
      setDrawing(false);
    }
  }

  return (
    <section className="spread" aria-labelledby={ids.title}>
      <h3 id={ids.title}>
        {esTarotSpread.title}{' '}
        <span className="badge badge--pro">{es.library.pro}</span>
      </h3>
      <p className="spread__pro-note">
        {esTarotSpread.proNote}
      </p>
      <p>{esTarotSpread.intro}</p>

      {hasTodaysCard ? (
        <form className="spread__form" onSubmit={(event) => void onDraw(event)} noValidate>
          <div className="field">
            <label htmlFor={ids.question}>{esTarotSpread.questionLabel}</label>
            <p id={ids.hint} className="spread__hint">
              {esTarotSpread.questionHint}
            </p>
            <input
              id={ids.question}
              type="text"
              value={question}
              placeholder={esTarotSpread.questionPlaceholder}
              aria-describedby={ids.hint}
              aria-invalid={tooLong || undefined}
              onChange={(event) => {
                setQuestion(event.target.value);
                setProblem(null);
              }}
            />
          </div>
          <div>
            <button type="submit" className="button button--ghost" disabled={drawing} aria-busy={drawing}>
              {drawing ? esTarotSpread.drawing : shown ? esTarotSpread.drawAgain : esTarotSpread.draw}
            </button>
          </div>
          <p role="status" className={`spread__status${problem ? ' spread__status--problem' : ''}`}>
            {problem ?? (justDrawn && shown?.id === justDrawn ? esTarotSpread.drawn : '')}
          </p>
        </form>
      ) : (
        <p className="spread__after-daily">{esTarotSpread.afterDaily}</p>
      )}

      {shown ? <SpreadView spread={shown} today={today} takeFocus={shown.id === justDrawn} /> : null}

      {earlier.length > 0 ? (
        <details className="history spread__earlier">
          <summary>{esTarotSpread.previous}</summary>
          <ul>
            {earlier.map((spread) => (
              <li key={spread.id}>
                <button type="button" className="history__item" onClick={() => setShownId(spread.id)}>
                  {esTarotSpread.previousItem(formatDay(spread.date, today), spread.cards.map((card) => card.cardName).join(', '))}
                  {spread.question ? <span className="spread__earlier-question">{esTarotSpread.about(spread.question)}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <p className="spread__kept">{esTarotSpread.keptHere}</p>
    </section>
  );
}

function SpreadView({ spread, today, takeFocus }: { spread: StoredTarotSpread; today: CalendarDate; takeFocus: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus, spread.id]);
  return (
    <article ref={ref} tabIndex={-1} className="spread-reading" aria-labelledby={headingId}>
      <h4 id={headingId}>{esTarotSpread.heading(formatDay(spread.date, today))}</h4>
      {spread.question ? <p className="spread-reading__question">{esTarotSpread.about(spread.question)}</p> : null}
      <p className="spread-reading__opening">{spread.opening}</p>
      <ol className="spread-reading__cards" aria-label={esTarotSpread.cards}>
        {spread.cards.map((card) => (
          <li key={card.position} className="spread-card">
            <img
              className={`spread-card__art${card.reversed ? ' spread-card__art--reversed' : ''}`}
              src={`/tarot/${card.cardId}.svg`}
              alt={esTarot.cardArtAlt(card.cardName, card.reversed)}
              width={120}
              height={180}
            />
            <div className="spread-card__text">
              <h5>{card.positionName}</h5>
              <p className="spread-card__name">
                {card.cardName} · {card.reversed ? esTarot.reversed : esTarot.upright}
              </p>
              <p>{card.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <h5>{esTarotSpread.closing}</h5>
      <p className="spread-reading__closing">{spread.closing}</p>
    </article>
  );
}
