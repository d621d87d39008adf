import { es } from '../../../i18n/es';
import { nextCardParts, type LocalToday } from '../day/local-today';

/** The spec's 'Vuelve mañana…', and when "mañana" starts on the user's clock. */
export function NextCard({ today }: { today: LocalToday }) {
  const { day, time, hour, zoneName } = nextCardParts(today);
  return (
    <p className="tarot__tomorrow">
      <span>{es.tarot.comeBackTomorrow}</span> <span className="tarot__when">{es.tarotDay.nextCard(day, time, hour, zoneName)}</span>
    </p>
  );
}
