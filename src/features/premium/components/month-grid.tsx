import { esPremium } from '../../../i18n/es-premium';

// The month at a glance: a Monday-first calendar where each day with events links to its place in the timeline.

interface MonthGridProps {
  /** 'YYYY-MM'. */
  month: string;
  label: string;
  /** 'YYYY-MM-DD' → number of events that day. */
  counts: Map<string, number>;
  anchor: (day: string) => string;
}

export function MonthGrid({ month, label, counts, anchor }: MonthGridProps) {
  const t = esPremium.monthly;
  const [year, number] = month.split('-').map(Number);
  const length = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, number - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (number | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  return (
    <table className="premium-grid">
      <caption>{t.gridCaption(label)}</caption>
      <thead>
        <tr>
          {t.weekdays.map((day) => (
            <th key={day.short} scope="col">
              <abbr title={day.name}>{day.short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((day, d) => {
              if (day === null) return <td key={d} />;
              const key = `${month}-${String(day).padStart(2, '0')}`;
              const count = counts.get(key) ?? 0;
              return (
                <td key={d} className={count ? 'premium-grid__busy' : undefined}>
                  {count ? (
                    <a href={`#${anchor(key)}`} aria-label={t.dayEvents(day, count)}>
                      {day}
                      <span className="premium-grid__count" aria-hidden="true">
                        {count}
                      </span>
                    </a>
                  ) : (
                    day
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
