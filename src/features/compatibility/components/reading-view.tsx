import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import Markdown from 'react-markdown';
import { es } from '../../../i18n/es';
import { esCompatibility } from '../../../i18n/es-compatibility';
import { CATEGORIES, type CompatibilityReadingData, type RelationCategory } from '../types';
import type { WeightedContact } from '@core/astro/compatibility-types';
import { categoryLabel } from '../labels';

// One reading: its plain sentence, then Armonía and Intensidad for the chosen category, the other three at a glance
// (each with its own sentence), the contacts that weigh most for and against with their reasons, the text, and the
// Pro view on demand.

const ProView = lazy(() => import('./pro-view'));

const t = esCompatibility;
const dateTimeFormat = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short' });
const signed = new Intl.NumberFormat('es', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

interface ReadingViewProps {
  reading: CompatibilityReadingData;
  /** Changes each time the user asks for a reading: focus then moves to its heading (0 on a plain visit). */
  focusToken: number;
  /** Reads the same two people in another category; absent when they are no longer both saved or offline. */
  onReadCategory?: (category: RelationCategory) => void;
  busy: boolean;
}

function ContactList({ contacts, empty }: { contacts: WeightedContact[]; empty: string }) {
  if (!contacts.length) return <p>{empty}</p>;
  return (
    <ol className="compat-contacts">
      {contacts.map((contact, index) => (
        <li key={`${index}-${contact.label}`} className="compat-contact">
          <p className="compat-contact__label">
            <span>{contact.label}</span>
            <span className="compat-contact__amount">
              {t.harmonyPoints(signed.format(contact.harmony))} · {t.intensityPoints(signed.format(contact.intensity))}
            </span>
          </p>
          <details>
            <summary>{t.why}</summary>
            <p>{contact.explanation}</p>
          </details>
        </li>
      ))}
    </ol>
  );
}

/** The contact that adds most in a category, for the at-a-glance cards. */
function topContact(reading: CompatibilityReadingData, category: RelationCategory): string | null {
  return reading.contacts[category].find((contact) => contact.harmony > 0)?.label ?? null;
}

function Meter({ label, value, hint }: { label: string; value: number; hint?: string }) {
  const id = useId();
  return (
    <div className="compat-meter">
      <p className="compat-meter__label">
        <span id={id}>{label}</span> <strong>{value}</strong>
      </p>
      <meter min={0} max={100} low={35} high={65} optimum={label === t.harmony ? 100 : 50} value={value} aria-labelledby={id} />
      {hint ? <p className="field__hint">{hint}</p> : null}
    </div>
  );
}

export function ReadingView({ reading, focusToken, onReadCategory, busy }: ReadingViewProps) {
  const [proOpen, setProOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focusToken) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [focusToken]);

  const headingId = useId();
  const proId = useId();
  const { names, category, scores } = reading;
  const contacts = reading.contacts[category];
  const unknownTime = (['a', 'b'] as const).filter((side) => !reading.advanced.charts[side].timeKnown);

  return (
    <article className="compat-reading" aria-labelledby={headingId}>
      <header>
        <p className="compat-reading__eyebrow">{categoryLabel(category)}</p>
        <h3 id={headingId} ref={headingRef} tabIndex={-1}>
          {t.resultTitle(names.a, names.b)}
        </h3>
        <p className="compat-reading__date">{dateTimeFormat.format(new Date(reading.createdAt))}</p>
        {unknownTime.map((side) => (
          <p key={side} className="compat-reading__note">
            {t.timeUnknown(names[side])}
          </p>
        ))}
      </header>

      {reading.summaries ? <p className="compat-reading__summary">{reading.summaries[category]}</p> : null}

      <section className="compat-scores" aria-label={categoryLabel(category)}>
        <Meter label={t.harmony} value={scores[category].harmony} hint={t.harmonyHint} />
        <Meter label={t.intensity} value={scores[category].intensity} hint={t.intensityHint} />
      </section>

      <section aria-labelledby={`${headingId}-others`}>
        <h4 id={`${headingId}-others`}>{t.otherCategories}</h4>
        <ul className="compat-others">
          {CATEGORIES.filter((other) => other !== category).map((other) => (
            <li key={other} className="compat-other">
              <h5>{categoryLabel(other)}</h5>
              {reading.summaries ? <p className="compat-other__summary">{reading.summaries[other]}</p> : null}
              <p>
                {t.harmony} <strong>{scores[other].harmony}</strong> · {t.intensity} <strong>{scores[other].intensity}</strong>
              </p>
              {topContact(reading, other) ? (
                <p className="compat-other__top">
                  {t.contactsFor}: {topContact(reading, other)}
                </p>
              ) : null}
              {onReadCategory ? (
                <button type="button" className="button button--small" disabled={busy} onClick={() => onReadCategory(other)}>
                  {t.readCategory(categoryLabel(other))}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <div className="compat-contacts-columns">
        <section aria-labelledby={`${headingId}-for`}>
          <h4 id={`${headingId}-for`}>{t.contactsFor}</h4>
          <ContactList contacts={contacts.filter((contact) => contact.harmony > 0)} empty={t.contactsNone} />
        </section>
        <section aria-labelledby={`${headingId}-against`}>
          <h4 id={`${headingId}-against`}>{t.contactsAgainst}</h4>
          <ContactList contacts={contacts.filter((contact) => contact.harmony < 0)} empty={t.contactsNone} />
        </section>
      </div>

      <section className="compat-reading__text" aria-labelledby={`${headingId}-text`}>
        <h4 id={`${headingId}-text`}>{t.readingTitle}</h4>
        <Markdown skipHtml components={{ h1: ({ children }) => <h5>{children}</h5>, h2: ({ children }) => <h5>{children}</h5>, h3: ({ children }) => <h6>{children}</h6> }}>
          {reading.interpretation}
        </Markdown>
        <p className="compat-reading__source">{reading.source === 'ai' ? t.sourceAi : t.sourceBuiltin}</p>
      </section>

      <div className="compat-pro">
        <button type="button" className="button" aria-expanded={proOpen} aria-controls={proId} onClick={() => setProOpen((open) => !open)}>
          {proOpen ? t.proClose : t.proOpen} <span className="badge badge--pro">{es.library.pro}</span>
        </button>
        <div id={proId}>
          {proOpen ? (
            <Suspense fallback={<p role="status">{t.proLoading}</p>}>
              <ProView reading={reading} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </article>
  );
}
