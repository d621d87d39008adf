// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThreeCardSpread } from '../components/three-card-spread';
import { tarotApi } from '../api/tarot-api';
import { todayLocal } from '../api/reading-row';
import { db } from '../../../offline/db';
import { POSITION_NAMES, spreadText } from '@core/tarot/spread';

// The section holds a month's grid now: role queries over it take longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// The spread drawn for real: the core's draw and texts run on the device (no network), and the spread lands in
// Dexie. Only the session is given.

const user = { id: 'user-1' };
const today = todayLocal();

function renderSpread(hasTodaysCard = true, api: Partial<ReturnType<typeof tarotApi.useApi>> = {}) {
  return render(
    <tarotApi.Provider api={api}>
      <ThreeCardSpread user={user} today={today} hasTodaysCard={hasTodaysCard} />
    </tarotApi.Provider>,
  );
}

beforeEach(async () => {
  await db.tarotSpreads.clear();
});

afterEach(cleanup);

describe('the three-card spread', () => {
  it('is labelled Pro, says the plan is still to come, and waits for the card of the day', async () => {
    renderSpread(false);
    const section = screen.getByRole('region', { name: /Tirada de tres cartas/ });
    expect(within(section).getByText('Pro')).toHaveClass('badge--pro');
    expect(screen.getByText(/Hoy la tirada está abierta para todo el mundo/)).toBeInTheDocument();
    expect(screen.getByText(/Primero, tu carta del día/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hacer una tirada de tres cartas' })).not.toBeInTheDocument();
  });

  it('draws three different cards with the texts written for each place, keeps the spread on the device and shows it again', async () => {
    renderSpread();
    await userEvent.type(screen.getByLabelText('Sobre qué quieres mirar (opcional)'), 'la conversación pendiente');
    await userEvent.click(screen.getByRole('button', { name: 'Hacer una tirada de tres cartas' }));
    const reading = await screen.findByRole('article', { name: /^Tirada del / });
    await expect.poll(() => reading === document.activeElement).toBe(true);
    expect(screen.getByText('Tu tirada está lista.')).toBeInTheDocument();
    expect(within(reading).getByText('Sobre: la conversación pendiente')).toBeInTheDocument();

    const [stored] = await db.tarotSpreads.where('userId').equals(user.id).toArray();
    expect(stored.question).toBe('la conversación pendiente');
    expect(stored.cards.map((card) => card.position)).toEqual(['situation', 'obstacle', 'advice']);
    expect(new Set(stored.cards.map((card) => card.cardId)).size).toBe(3);
    const cards = within(reading).getAllByRole('listitem');
    stored.cards.forEach((card, index) => {
      expect(card.text).toBe(spreadText(card.cardId, card.position, card.reversed));
      expect(within(cards[index]).getByRole('heading', { name: POSITION_NAMES[card.position] })).toBeInTheDocument();
      expect(within(cards[index]).getByText(card.text)).toBeInTheDocument();
      expect(within(cards[index]).getByRole('img')).toHaveAttribute('src', `/tarot/${card.cardId}.svg`);
    });
    expect(within(reading).getByText(stored.opening)).toBeInTheDocument();
    expect(within(reading).getByText(stored.closing)).toBeInTheDocument();

    // The same words on the next visit, read from the device.
    cleanup();
    renderSpread();
    expect(await screen.findByText(stored.opening)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hacer otra tirada' })).toBeInTheDocument();
  });

  it('lists earlier spreads and opens one', async () => {
    renderSpread();
    await userEvent.click(screen.getByRole('button', { name: 'Hacer una tirada de tres cartas' }));
    await screen.findByText('Tu tirada está lista.');
    const first = (await db.tarotSpreads.toArray())[0];
    await userEvent.click(screen.getByRole('button', { name: 'Hacer otra tirada' }));
    await expect.poll(() => db.tarotSpreads.count()).toBe(2);
    await userEvent.click(await screen.findByText('Tiradas anteriores'));
    await userEvent.click(screen.getByRole('button', { name: new RegExp(first.cards.map((card) => card.cardName).join(', ')) }));
    expect(await screen.findByText(first.opening)).toBeInTheDocument();
  });

  it('refuses a question longer than one sentence without drawing or losing it', async () => {
    renderSpread();
    const field = screen.getByLabelText('Sobre qué quieres mirar (opcional)');
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(121));
    await userEvent.click(screen.getByRole('button', { name: 'Hacer una tirada de tres cartas' }));
    expect(screen.getByText('Esa frase pasa de 120 caracteres: resúmela un poco.')).toBeInTheDocument();
    expect(field).toHaveValue('a'.repeat(121));
    expect(await db.tarotSpreads.count()).toBe(0);
  });

  it('says so when the spread cannot be prepared', async () => {
    renderSpread(true, {
      drawSpread: async () => {
        throw new Error('chunk failed to load');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hacer una tirada de tres cartas' }));
    expect(await screen.findByText('No pudimos preparar la tirada. Inténtalo de nuevo en un momento.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hacer una tirada de tres cartas' })).toBeEnabled();
  });
});
