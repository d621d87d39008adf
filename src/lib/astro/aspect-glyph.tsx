import type { AspectType } from '@core/contract/chart';

// The aspects' glyphs, drawn rather than typed: the sextile (⚹), semisextile (⚺) and quincunx (⚻) are missing from
// the fonts of most phones and computers, where they showed as empty boxes. All seven are drawn, so they match.
// Each is strokes on a 24-unit square, in the text's colour, sized to the text around it.

const STROKES: Record<AspectType, string> = {
  // A ring with a stem rising to the right: two bodies at one point.
  conjunction: 'M14 15a5 5 0 1 1-10 0a5 5 0 1 1 10 0M12.6 11.4L19.5 4.5',
  // Two rings joined across: two bodies facing each other.
  opposition: 'M9 18a3 3 0 1 1-6 0a3 3 0 1 1 6 0M21 6a3 3 0 1 1-6 0a3 3 0 1 1 6 0M8.1 15.9L15.9 8.1',
  square: 'M5 5H19V19H5Z',
  trine: 'M12 4L20.5 19H3.5Z',
  // Six rays at 60°.
  sextile: 'M12 3V21M4.2 7.5L19.8 16.5M4.2 16.5L19.8 7.5',
  // The upper half of the sextile over a bar (30°), and the quincunx the same turned over (150° = 180° − 30°).
  semisextile: 'M5 5L12 15.5L19 5M5 20H19',
  quincunx: 'M5 19L12 8.5L19 19M5 4H19',
};

export function AspectGlyph({ type, className }: { type: AspectType; className?: string }) {
  return (
    <svg
      className={className ? `aspect-glyph ${className}` : 'aspect-glyph'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      data-aspect={type}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: '-0.125em' }}
    >
      <path d={STROKES[type]} />
    </svg>
  );
}
