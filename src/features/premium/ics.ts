// An iCalendar (RFC 5545) writer for the monthly report's events: one VEVENT per event, times in UTC so every
// calendar app places them in its own zone, CRLF line endings and lines folded at 75 octets of UTF-8.

export interface CalendarEntry {
  /** Stable across exports of the same event, so re-importing updates instead of duplicating. */
  uid: string;
  /** ISO 8601 instant. */
  start: string;
  /** ISO 8601 instant; without it the event is a moment (RFC 5545 §3.6.1: it ends where it starts). */
  end?: string;
  summary: string;
  description?: string;
}

const PRODUCT_ID = '-//Sendero Astral//Informe mensual//ES';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** '2026-03-03T11:33:40.123Z' → '20260303T113340Z'. */
export function formatUtc(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Fecha no válida para el calendario: ${String(instant)}`);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/**
 * Folds one content line (RFC 5545 §3.1): no physical line longer than 75 octets, continuation lines start
 * with a space, and a multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildCalendar(entries: CalendarEntry[], options: { name: string; now?: Date }): string {
  const stamp = formatUtc(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  for (const entry of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${entry.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${formatUtc(entry.start)}`,
      ...(entry.end ? [`DTEND:${formatUtc(entry.end)}`] : []),
      `SUMMARY:${escapeText(entry.summary)}`,
      ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
      // Sky events inform; they should not mark the person as busy.
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Offers the calendar as a file download. */
export function downloadCalendar(contents: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
