import { useEffect, type ReactNode } from 'react';
import { es } from '../../../i18n/es';

// A focused page shows one of the home's sections on its own, reached from the tab bar and from Hoy's shortcuts:
// the section keeps its own heading, so the page's h1 is for the outline and the tab's title only.

export function FocusedPage({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · ${es.app.name}`;
    // Back on the home (which sets no title of its own), the tab no longer names this page.
    return () => {
      document.title = before;
    };
  }, [title]);
  return (
    <main id="main" className="focused-page">
      <h1 className="visually-hidden">{title}</h1>
      {children}
    </main>
  );
}
