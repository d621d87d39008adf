// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { REMINDER_BODIES } from '@core/contract/reminder-message';
import { OFFER_ANSWERED_KEY, ReminderOffer, tomorrowWeekday } from '../components/reminder-offer';
import type { RemindersApi } from '../api/reminders-api';
import { remindersApi } from '../api/reminders-section-api';
import { fakeRemindersApi as fakeApi } from './fake-reminders-api';
import { setOnline } from '../../../testing/network';

// The daily reminder offered right after the first card, over the same fake browser and backend as the section.

const ZONE = 'America/Mexico_City';

function renderOffer(api: RemindersApi, fullName: string | null = 'Lucía Prueba') {
  return render(
    <MemoryRouter>
      <remindersApi.Provider api={api}>
        <ReminderOffer fullName={fullName} timeZone={ZONE} />
      </remindersApi.Provider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setOnline(true);
  localStorage.clear();
});
afterEach(cleanup);

describe('ReminderOffer', () => {
  it('offers in one sentence by first name, shows tomorrow\'s notification as it will arrive and how to turn it off, and asks the browser nothing until accepted', async () => {
    const api = fakeApi();
    renderOffer(api);
    const offer = await screen.findByRole('complementary', { name: 'Un aviso para tu próxima carta' });
    expect(offer).toHaveTextContent(
      'Lucía, ya tienes tu primera carta: ¿quieres que te avisemos cada día a las 08:00, cuando te espere la siguiente?',
    );
    const preview = screen.getByRole('figure', { name: 'Así te llegará el aviso' });
    expect(preview).toHaveTextContent('Sendero Astral · mañana, 08:00');
    expect(preview).toHaveTextContent('Tu carta de hoy te espera');
    expect(preview).toHaveTextContent(REMINDER_BODIES[tomorrowWeekday(new Date(), ZONE)]);
    expect(offer).toHaveTextContent('Lo apagas cuando quieras en Cuenta › Recordatorio diario');
    expect(screen.getByRole('link', { name: 'Ir a Cuenta' })).toHaveAttribute('href', '/cuenta');
    expect(api.requestPermission).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hora del aviso' }), '07:00');
    expect(preview).toHaveTextContent('Sendero Astral · mañana, 07:00');
    await userEvent.click(screen.getByRole('button', { name: 'Sí, avísame' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Hecho: mañana a las 07:00 te llegará el primer aviso. Lo apagas cuando quieras en Cuenta › Recordatorio diario.');
    expect(done).toHaveFocus();
    expect([...api.stored.values()]).toEqual([{ hour: 7, timeZone: ZONE }]);
    expect(localStorage.getItem(OFFER_ANSWERED_KEY)).toBe('si');
  });

  it('takes «Ahora no» for an answer, says where the reminder stays, and does not offer it again on this device', async () => {
    const api = fakeApi();
    renderOffer(api, null);
    expect(await screen.findByText(/^Ya tienes tu primera carta: /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(screen.getByRole('status')).toHaveTextContent('De acuerdo, no te avisaremos. Si cambias de idea, el recordatorio te espera en Cuenta › Recordatorio diario.');
    expect(api.requestPermission).not.toHaveBeenCalled();

    cleanup();
    api.currentSubscription.mockClear();
    renderOffer(api);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(api.currentSubscription).not.toHaveBeenCalled();
  });

  it('is not offered where it cannot work or is already on', async () => {
    for (const api of [fakeApi({ support: 'unsupported' }), fakeApi({ support: 'needs-install' }), fakeApi({ permission: 'denied' })]) {
      const { container } = renderOffer(api);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(container).toBeEmptyDOMElement();
      cleanup();
    }
    const on = fakeApi();
    on.preset(8, ZONE);
    const { container } = renderOffer(on);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(on.load).toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it('says so when the person declines the browser\'s permission, and keeps the offer', async () => {
    const api = fakeApi({ grant: 'default' });
    renderOffer(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, avísame' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin tu permiso para mostrar notificaciones no podemos avisarte.');
    expect(screen.getByRole('button', { name: 'Sí, avísame' })).toBeEnabled();
    expect(localStorage.getItem(OFFER_ANSWERED_KEY)).toBeNull();
  });

  it('waits to be online to turn it on', async () => {
    setOnline(false);
    renderOffer(fakeApi());
    const accept = await screen.findByRole('button', { name: 'Sí, avísame' });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription('Sin conexión: podrás cambiar el recordatorio en cuanto vuelvas a estar en línea.');
  });
});

describe('tomorrowWeekday', () => {
  it('is the day after the date on the person\'s clock', () => {
    // Friday 27 November 2026, 23:30 in Mexico City, is already Saturday in UTC: tomorrow there is Saturday.
    expect(tomorrowWeekday(new Date('2026-11-28T05:30:00Z'), ZONE)).toBe(6);
    expect(tomorrowWeekday(new Date('2026-11-28T05:30:00Z'), 'Europe/Madrid')).toBe(0);
    expect(tomorrowWeekday(new Date('2026-11-28T22:00:00Z'), 'Europe/Madrid')).toBe(0);
  });
});
