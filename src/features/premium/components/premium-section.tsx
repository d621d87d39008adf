import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { esPremium } from '../../../i18n/es-premium';
import { CURRENCIES, planPrice, visitorCurrency, type Currency } from '../prices';

// Spec §1: plans with the 50% launch discount, the 14-day trial, monthly or annual, cancel any time. Nobody can
// pay yet, so the plan buttons say so and do nothing, the trial says when its days would start, and the label says
// everything is open during the launch. Prices show in the visitor's currency, which they can change.
// The home page (src/app/pages/home) loads this section after the first paint; the readings load from their own routes.

export function PremiumSection() {
  const t = esPremium.section;
  const [currency, setCurrency] = useState<Currency>(() => visitorCurrency());
  const currencyId = useId();
  return (
    <section id="premium" className="section section--alt" aria-labelledby="premium-title">
      <div className="section__header">
        <p className="premium__ribbon">{t.launchDiscount}</p>
        <h2 id="premium-title">{t.title}</h2>
        <p>{t.intro}</p>
        <p className="premium__launch">
          <span className="badge">{t.launchLabel}</span> {t.launchNote}
        </p>
      </div>

      <nav className="premium__readings" aria-labelledby="premium-readings-title">
        <h3 id="premium-readings-title">{t.readingsTitle}</h3>
        <ul>
          {t.readings.map((reading) => (
            <li key={reading.path}>
              <Link to={reading.path} className="premium__reading">
                <strong>{reading.name}</strong>
                <span>{reading.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <h3 className="premium__includes-title">{t.includesTitle}</h3>
      <ul className="premium__features">
        {t.includes.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="field premium__currency-choice">
        <label htmlFor={currencyId}>{t.currencyLabel}</label>
        <select id={currencyId} value={currency} onChange={(event) => setCurrency(event.target.value as Currency)}>
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {t.currencies[code]}
            </option>
          ))}
        </select>
      </p>
      <div className="plans">
        {t.plans.map((plan) => {
          const price = planPrice(plan.id, currency);
          return (
            <article key={plan.id} className="plans__item" aria-labelledby={`plan-${plan.id}-name`}>
              <h3 id={`plan-${plan.id}-name`}>{plan.name}</h3>
              <p className="plans__price">
                <del aria-label={t.regularPrice(price.regular)}>{price.regular}</del> <strong>{price.launch}</strong>{' '}
                <span className="plans__period">{plan.period}</span>
              </p>
              <p>{plan.note(price.perMonth)}</p>
              <p className="plans__trial">
                <strong>{t.trial}.</strong> {t.trialStarts}
              </p>
              <button type="button" className="button button--primary" aria-disabled="true" aria-describedby={`plan-${plan.id}-soon`}>
                {t.soon}
              </button>
              <p id={`plan-${plan.id}-soon`} className="plans__soon">{t.soonNote}</p>
            </article>
          );
        })}
      </div>
      <p className="premium__cancel">{t.cancelAnytime}</p>
      <p className="premium__currency">{t.currencyNote(t.currencies[currency])}</p>
    </section>
  );
}
