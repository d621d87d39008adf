// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import userEvent from '@testing-library/user-event';
import ChartResult from '../components/chart-result';
import { chartApi } from '../api/chart-api';
import { composeChartInterpretation } from '@core/interpretation/compose-chart';
import { rankChartFactors } from '@core/interpretation/chart-analysis';
import { findLead, parseReading } from '../components/reading/parse-reading';
import { standaloneWheelSvg } from '../components/reading/wheel-image';
import { fixtureChart, fixtureResult } from './chart-fixture';

// The reading as a phone shows it, on the composer's real text for the fixture chart.

afterEach(cleanup);

function renderReading(timeKnown = true, api: Partial<ReturnType<typeof chartApi.useApi>> = {}, personName: string | null = null) {
  const chart = fixtureChart(timeKnown);
  const result = fixtureResult({ chart, interpretation: composeChartInterpretation(chart, { name: 'Lucía' }) });
  Element.prototype.scrollIntoView = vi.fn();
  render(
    <chartApi.Provider api={api}>
      <Toaster />
      <ChartResult result={result} personName={personName} />
    </chartApi.Provider>,
  );
  return result;
}

describe('parseReading', () => {
  it('splits the intro from the chapters and reads each bold lead', () => {
    const reading = parseReading('Hola, Lucía.\n\n## Lo esencial\n\n**Sol en Tauro, casa 10.** Texto.\n\nOtro párrafo.\n## Para cerrar\nFin.');
    expect(reading.intro.map((p) => p.markdown)).toEqual(['Hola, Lucía.']);
    expect(reading.chapters.map((c) => c.heading)).toEqual(['Lo esencial', 'Para cerrar']);
    expect(reading.chapters[0].paragraphs[0].lead).toBe('Sol en Tauro, casa 10');
    expect(reading.chapters[1].paragraphs.map((p) => p.markdown)).toEqual(['Fin.']);
    expect(findLead(reading, 'sol en tauro, casa 10')).toEqual({ chapter: 0, paragraph: 0 });
  });

  it('finds every planet of the composed reading by the title the ranking gives it', () => {
    const chart = fixtureChart();
    const reading = parseReading(composeChartInterpretation(chart));
    for (const factor of rankChartFactors(chart).filter((f) => f.kind === 'placement')) {
      expect(findLead(reading, factor.title), factor.title).not.toBeNull();
    }
  });
});

describe('ChartResult', () => {
  it('opens with the summary: Sun, Moon, Ascendant and the three strongest themes', () => {
    renderReading();
    const summary = screen.getByRole('region', { name: 'La carta en breve' });
    expect(within(summary).getByText('Sol').nextElementSibling?.textContent).toContain('Tauro');
    expect(within(summary).getByText('Luna').nextElementSibling?.textContent).toContain('Libra');
    expect(within(summary).getByText('Ascendente').nextElementSibling?.textContent).toContain('Leo');
    expect(within(summary).getAllByRole('button', { name: /^Leer: / })).toHaveLength(3);
  });

  it('says when the Ascendant needs the birth time', () => {
    renderReading(false);
    const summary = screen.getByRole('region', { name: 'La carta en breve' });
    expect(within(summary).getByText('hace falta la hora de nacimiento')).toBeTruthy();
  });

  it('offers Sun, Moon and Ascendant as an image to save where the browser cannot share files, with whose chart it is', async () => {
    const asked: [string, string | null][] = [];
    const result = renderReading(true, {
      canShareFiles: () => false,
      shareBigThree: async (chart, personName) => {
        asked.push([chart.bodies.sun.sign, personName]);
        return 'downloaded';
      },
    }, 'María José Pérez');
    const summary = screen.getByRole('region', { name: 'La carta en breve' });
    await userEvent.click(within(summary).getByRole('button', { name: 'Guardar Sol, Luna y Ascendente como imagen' }));
    expect(await screen.findByText('Imagen guardada en tus descargas.')).toBeInTheDocument();
    expect(asked).toEqual([[result.chart.bodies.sun.sign, 'María José Pérez']]);
  });

  it('says share where the browser can share files, and says so when the image cannot be made', async () => {
    renderReading(false, {
      canShareFiles: () => true,
      shareBigThree: async () => {
        throw new Error('no canvas');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Compartir Sol, Luna y Ascendente' }));
    expect(await screen.findByText('No pudimos crear la imagen de Sol, Luna y Ascendente en este navegador.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartir Sol, Luna y Ascendente' })).toBeEnabled();
  });

  it('states the date in long Spanish form and the house system', () => {
    renderReading();
    expect(screen.getByText(/15 de mayo de 1990, a las 14:30/)).toBeTruthy();
    expect(screen.getByText('Casas: Placidus')).toBeTruthy();
  });

  it('keeps later chapters collapsed and opens one from its chip', async () => {
    const user = userEvent.setup();
    renderReading();
    const chapters = document.querySelectorAll('details.reading-chapter');
    expect(chapters.length).toBeGreaterThan(4);
    expect((chapters[0] as HTMLDetailsElement).open).toBe(true);
    const last = chapters[chapters.length - 1] as HTMLDetailsElement;
    expect(last.open).toBe(false);
    const chips = screen.getByRole('navigation', { name: 'Capítulos de la lectura' });
    await user.click(within(chips).getByRole('link', { name: 'Para cerrar' }));
    expect(last.open).toBe(true);
    expect(document.activeElement).toBe(last.querySelector('summary'));
  });

  it('takes a planet tapped or chosen by keyboard on the wheel to its paragraph', async () => {
    const user = userEvent.setup();
    renderReading();
    const pluto = screen.getByRole('button', { name: /^Plutón a \d+° de Escorpio(, retrógrado)?: ir a su interpretación$/ });
    pluto.focus();
    await user.keyboard('{Enter}');
    const focused = document.activeElement as HTMLElement;
    expect(focused.className).toBe('reading-paragraph');
    expect(focused.textContent).toMatch(/^Plutón en Escorpio/);
    expect((focused.closest('details') as HTMLDetailsElement).open).toBe(true);

    await user.click(screen.getByRole('button', { name: /^Sol a \d+° de Tauro: ir/ }));
    expect((document.activeElement as HTMLElement).textContent).toMatch(/^Sol en Tauro/);
  });

  it('names the nodes plainly, marks a retrograde planet in words and on the wheel with ℞, and draws the aspect glyphs', () => {
    const chart = fixtureChart();
    chart.bodies.trueNode = { ...chart.bodies.trueNode, retrograde: true, speed: -0.05 };
    Element.prototype.scrollIntoView = vi.fn();
    const { container } = render(<ChartResult result={fixtureResult({ chart, interpretation: composeChartInterpretation(chart, { name: 'Lucía' }) })} />);
    const rows = [...container.querySelectorAll('th[scope="row"]')].map((header) => header.textContent?.replace(/^\S+\s/u, ''));
    expect(rows).toContain('Nodo norte');
    expect(rows).toContain('Saturno (retrógrado)');
    const degrees = [...container.querySelectorAll('.chart-wheel__degree')].map((label) => label.textContent);
    expect(degrees.filter((label) => label?.endsWith('℞'))).toHaveLength(1);
    expect(container.textContent).not.toContain('ℛ');
    expect(container.querySelectorAll('svg[data-aspect="conjunction"]').length).toBeGreaterThan(0);
  });

  it('sends a theme of the summary to its paragraph', async () => {
    const user = userEvent.setup();
    renderReading();
    const [first] = within(screen.getByRole('region', { name: 'La carta en breve' })).getAllByRole('button', { name: /^Leer: / });
    const title = first.textContent!;
    await user.click(first);
    expect((document.activeElement as HTMLElement).textContent?.startsWith(title)).toBe(true);
  });
});

describe('standaloneWheelSvg', () => {
  it('writes the computed paint onto a copy and drops the interactive attributes', () => {
    renderReading();
    const svg = document.querySelector('svg.chart-wheel') as SVGSVGElement;
    const text = standaloneWheelSvg(svg, (element) => {
      const style = document.createElement('div').style;
      if (element.classList.contains('chart-wheel__ring')) style.setProperty('stroke', 'rgb(230, 196, 107)');
      return style;
    });
    expect(text).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(text).toContain('width="1080"');
    expect(text).toContain('stroke:rgb(230, 196, 107)');
    expect(text).not.toContain('tabindex');
    expect(text).not.toContain('class=');
    expect(text).toContain('fill="#0d1026"');
  });
});
