import { es } from '../../../../i18n/es';
import { ANCHORS, sectionHash } from '../../../../lib/paths';

export function Hero() {
  return (
    <section className="hero" aria-labelledby={ANCHORS.hero}>
      <div className="hero__sky" aria-hidden="true" />
      <p className="hero__eyebrow">{es.home.heroEyebrow}</p>
      <h1 id={ANCHORS.hero} className="hero__title">{es.home.heroTitle}</h1>
      <p className="hero__text">{es.home.heroText}</p>
      <div className="hero__actions">
        <a className="button button--primary" href={sectionHash('chart')}>{es.home.heroChartCta}</a>
        <a className="button button--ghost" href={sectionHash('tarot')}>{es.home.heroTarotCta}</a>
      </div>
    </section>
  );
}
