import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECK, findCard } from '../deck.ts';
import { correspondencesOf, dateRange, decanOf } from '../correspondences.ts';

const of = (id: string) => correspondencesOf(findCard(id)!);
const LIBRARY = join(import.meta.dirname, '../../../../../src/content/library');

describe('correspondences', () => {
  it('gives the majors their Golden Dawn planet, sign or element', () => {
    expect(of('la-torre').astrology).toBe('Marte');
    expect(of('el-mago').astrology).toBe('Mercurio');
    expect(of('la-sacerdotisa').astrology).toBe('Luna');
    expect(of('el-sol').astrology).toBe('Sol');
    expect(of('el-mundo').astrology).toBe('Saturno');
    expect(of('la-fuerza').astrology).toBe('Leo');
    expect(of('la-justicia').astrology).toBe('Libra');
    expect(of('el-emperador').astrology).toBe('Aries');
    expect(of('la-estrella').astrology).toBe('Acuario');
    expect(of('el-loco').astrology).toBe('Aire (elemento)');
    expect(of('el-colgado').astrology).toBe('Agua (elemento)');
    expect(of('el-juicio').astrology).toBe('Fuego (elemento)');
    expect(of('la-muerte').astrologyDetail).toContain('del 23 de octubre al 22 de noviembre');
    expect(of('el-mago').astrologyDetail).toContain('letra hebrea Bet');
    expect(of('la-torre').numberLabel).toBe('Arcano XVI');
  });

  it('gives the numbered minors their decan: planet in sign, with its dates', () => {
    expect(of('dos-de-bastos')).toMatchObject({ astrology: 'Marte en Aries' });
    expect(of('dos-de-bastos').astrologyDetail).toContain('primer decanato de Aries, del 21 al 30 de marzo');
    expect(of('diez-de-espadas').astrology).toBe('Sol en Géminis');
    expect(of('siete-de-oros').astrology).toBe('Saturno en Tauro');
    expect(of('cinco-de-copas').astrology).toBe('Marte en Escorpio');
    expect(of('tres-de-oros').astrologyDetail).toContain('del 31 de diciembre al 9 de enero');
    expect(of('diez-de-copas').astrology).toBe('Marte en Piscis');
    // The 36 numbered cards cover the 36 decans once each.
    const decans = DECK.filter((c) => c.suit && c.number >= 2 && c.number <= 10).map((c) => {
      const { sign, decan } = decanOf(c.suit!, c.number);
      return `${sign}-${decan}`;
    });
    expect(new Set(decans).size).toBe(36);
    expect(() => decanOf('copas', 1)).toThrow(RangeError);
  });

  it('makes aces the root of their element and gives the courts their stretch of the zodiac', () => {
    expect(of('as-de-copas').astrology).toBe('Raíz del agua');
    expect(of('as-de-oros').astrology).toBe('Raíz de la tierra');
    expect(of('as-de-bastos').astrologyDetail).toContain('Cáncer, Leo y Virgo');
    expect(of('rey-de-bastos').astrology).toBe('20° de Escorpio a 20° de Sagitario');
    expect(of('rey-de-bastos').astrologyDetail).toContain('del 13 de noviembre al 12 de diciembre');
    expect(of('reina-de-copas').astrology).toBe('20° de Géminis a 20° de Cáncer');
    expect(of('caballero-de-espadas').astrology).toBe('20° de Capricornio a 20° de Acuario');
    expect(of('reina-de-oros').astrology).toBe('20° de Sagitario a 20° de Capricornio');
    expect(of('sota-de-copas').astrology).toBe('La tierra del agua');
    expect(of('reina-de-oros').numberLabel).toBe('Reina');
  });

  it('writes element glosses and every detail with the article in agreement', () => {
    expect(of('as-de-copas').elementGloss).toMatch(/^El agua, que habla de/);
    expect(of('as-de-oros').elementGloss).toMatch(/^La tierra, que habla de/);
    expect(of('el-loco').elementGloss).toMatch(/^El aire, que/);
    for (const card of DECK) {
      const c = correspondencesOf(card);
      const all = [c.elementGloss, c.astrology, c.astrologyDetail, c.numberMeaning].join(' ');
      expect(all, card.id).not.toMatch(/(?<!\p{L})(de|a) el(?!\p{L})|la agua|las? (fuego|aire)|undefined/iu);
      expect(c.astrologyDetail, card.id).toMatch(/^[A-ZÁÉÍÓÚ].*\.$/);
    }
  });

  it('formats date ranges within and across months', () => {
    expect(dateRange([1, 3], [10, 3])).toBe('del 1 al 10 de marzo');
    expect(dateRange([22, 7], [1, 8])).toBe('del 22 de julio al 1 de agosto');
  });

  it('links only to library articles that exist, every major to the Fool\'s journey', () => {
    const slugs = new Set(readdirSync(LIBRARY).flatMap((category) => readdirSync(join(LIBRARY, category)).map((file) => file.replace(/\.md$/, ''))));
    for (const card of DECK) {
      const links = correspondencesOf(card).library;
      expect(links.length, card.id).toBeGreaterThan(0);
      for (const { slug, topic } of links) {
        expect(slugs.has(slug), `${card.id} → ${slug}`).toBe(true);
        expect(topic, card.id).toMatch(/^\p{L}.*\p{L}$/u);
      }
      if (card.arcana === 'major') expect(links[0].slug, card.id).toBe('arcanos-mayores-viaje-del-loco');
    }
    expect(existsSync(join(LIBRARY, 'astrologia', 'arcanos-mayores-viaje-del-loco.md'))).toBe(true);
  });
});
