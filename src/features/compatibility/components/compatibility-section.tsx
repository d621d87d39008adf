import { lazy, Suspense } from 'react';
import { es } from '../../../i18n/es';
import { esCompatibility } from '../../../i18n/es-compatibility';

// Spec §1–2: compatibility with the categories Pareja, Amigos, Familia and Trabajo, basic free and advanced
// labelled Pro. The heading and the categories paint with the page; the feature itself (people, readings,
// Dexie) loads after the first paint.
const CompatibilityPanel = lazy(() => import('./compatibility-panel'));

export function CompatibilitySection({ user }: { user: { id: string } | null }) {
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
      </p>
      <p className="compatibility__pro-note">{es.home.compatibilityProNote}</p>
      <Suspense fallback={<p role="status">{esCompatibility.loading}</p>}>
        <CompatibilityPanel user={user} />
      </Suspense>
    </section>
  );
}
