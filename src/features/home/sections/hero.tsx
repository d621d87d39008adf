import { es } from '../../../i18n/es';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__sky" aria-hidden="true" />
      <p className="hero__eyebrow">{es.home.heroEyebrow}</p>
      <h1 id="hero-title" className="hero__title">{es.home.heroTitle}</h1>
      <p className="hero__text">{es.home.heroText}</p>
      <div className="hero__actions">
        <a className="button button--primary" href="#chart-form">{es.home.heroChartCta}</a>
        <a className="button button--ghost" href="#tarot">{es.home.heroTarotCta}</a>
      </div>
    </section>
  );
}
