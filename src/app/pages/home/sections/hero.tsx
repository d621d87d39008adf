import { es } from '../../../../i18n/es';
import { ANCHORS, paths, sectionHash } from '../../../../lib/paths';
import { useSession } from '../../../../auth/session';

export function Hero() {
  // A visitor (the prerendered landing) is led to 'Crear cuenta'; a signed-in user to the sections themselves.
  const { user } = useSession();
  return (
    <section className="hero" aria-labelledby={ANCHORS.hero}>
      <div className="hero__sky" aria-hidden="true" />
      <p className="hero__eyebrow">{es.home.heroEyebrow}</p>
      <h1 id={ANCHORS.hero} className="hero__title">{es.home.heroTitle}</h1>
      <p className="hero__text">{es.home.heroText}</p>
      <div className="hero__actions">
        <a className="button button--primary" href={user ? sectionHash('chart') : paths.signUp}>{es.home.heroChartCta}</a>
        <a className="button button--ghost" href={user ? sectionHash('tarot') : paths.signUp}>{es.home.heroTarotCta}</a>
      </div>
    </section>
  );
}
