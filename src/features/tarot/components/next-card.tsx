import { esTarot, esTarotDay } from '../../../i18n/es-tarot';
import { nextCardParts, type LocalToday } from '../day/local-today';

/** The spec's 'Vuelve mañana…', and when "mañana" starts on the user's clock. */
export function NextCard({ today }: { today: LocalToday }) {
  const { day, time, hour, zoneName } = nextCardParts(today);
  return (
    <p className="tarot__tomorrow">
      <span>{esTarot.comeBackTomorrow}</span> <span className="tarot__when">{esTarotDay.nextCard(day, time, hour, zoneName)}</span>
    </p>
  );
}
