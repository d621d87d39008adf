import { es } from '../../../i18n/es';

// Spec §1: basic compatibility is free and advanced is labelled Pro; the analysis itself is not built yet,
// so the section says what it will offer and shows nothing invented.

export function Compatibility() {
  return (
    <section id="compatibility" className="section" aria-labelledby="compatibility-title">
      <div className="section__header">
        <h2 id="compatibility-title">{es.home.compatibilityTitle}</h2>
        <p>{es.home.compatibilityText}</p>
      </div>
      <ul className="categories">
        {es.home.compatibilityCategories.map((category) => (
          <li key={category.id} className="categories__item">
            <h3>{category.label}</h3>
            <p>{category.text}</p>
          </li>
        ))}
      </ul>
      <p className="compatibility__tiers">
        <span>{es.home.compatibilityBasic}</span>
        <span>
          {es.home.compatibilityAdvanced} <span className="badge badge--pro">{es.library.pro}</span>
        </span>
        <span className="badge">{es.home.comingSoon}</span>
      </p>
    </section>
  );
}
