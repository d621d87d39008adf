import { es } from '../../../i18n/es';

// Spec §1: the plans and the trial are marketing claims whose buttons have no behaviour yet; prices are
// not part of the spec, so none are shown.

export function Premium() {
  return (
    <section id="premium" className="section section--alt" aria-labelledby="premium-title">
      <div className="section__header">
        <p className="premium__ribbon">{es.home.launchDiscount}</p>
        <h2 id="premium-title">{es.home.premiumTitle}</h2>
        <p>{es.home.premiumText}</p>
      </div>
      <ul className="premium__features">
        {es.home.premiumFeatures.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="plans">
        {es.home.plans.map((plan) => (
          <article key={plan.id} className="plans__item">
            <h3>{plan.name}</h3>
            <p className="plans__period">{plan.period}</p>
            <p>{plan.note}</p>
            <p className="plans__trial">{es.home.trial}</p>
            <button type="button" className="button button--primary" aria-disabled="true" aria-describedby={`plan-${plan.id}-soon`}>
              {es.home.startTrial}
            </button>
            <span id={`plan-${plan.id}-soon`} className="badge">{es.home.comingSoon}</span>
          </article>
        ))}
      </div>
      <p className="premium__cancel">{es.home.cancelAnytime}</p>
    </section>
  );
}
