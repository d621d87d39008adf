import { es } from '../../../../i18n/es';
import { ANCHORS } from '../../../../lib/paths';

const ICONS = ['✧', '✎', '◈'];

export function Why() {
  return (
    <section id={ANCHORS.why} className="section section--alt" aria-labelledby="why-title">
      <div className="section__header">
        <h2 id="why-title">{es.home.whyTitle}</h2>
      </div>
      <ul className="benefits">
        {es.home.whyItems.map((item, index) => (
          <li key={item.title} className="benefits__item">
            <span className="benefits__icon" aria-hidden="true">{ICONS[index]}</span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
