import { es } from '../../../../i18n/es';
import { ANCHORS } from '../../../../lib/paths';

export function HowItWorks() {
  return (
    <section id={ANCHORS.howItWorks} className="section" aria-labelledby="how-title">
      <div className="section__header">
        <h2 id="how-title">{es.home.howTitle}</h2>
      </div>
      <ol className="steps">
        {es.home.howSteps.map((step, index) => (
          <li key={step.title} className="steps__item">
            <span className="steps__number" aria-hidden="true">{index + 1}</span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
