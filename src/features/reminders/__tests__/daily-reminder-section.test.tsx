// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { act } from 'react';
import { DailyReminderSection } from '../components/daily-reminder-section';
import type { RemindersApi } from '../api/reminders-api';
import { remindersApi } from '../api/reminders-section-api';
import { fakeRemindersApi as fakeApi } from './fake-reminders-api';
import { setOnline } from '../../../testing/network';

// The reminder's opt-in and opt-out as the person meets them, over a fake browser and backend that keep state.

const ZONE = 'America/Argentina/Buenos_Aires';
const ZONE_NAME = 'hora estándar de Argentina';

function renderSection(api: RemindersApi) {
  return render(
    <remindersApi.Provider api={api}>
      <Toaster />
      <DailyReminderSection timeZone={ZONE} />
    </remindersApi.Provider>,
  );
}

beforeEach(() => setOnline(true));
afterEach(cleanup);

describe('DailyReminderSection', () => {
  it('asks nothing of the browser until the person turns it on at the hour they choose, in their zone', async () => {
    const api = fakeApi();
    renderSection(api);
    expect(await screen.findByText('Desactivado en este navegador.')).toBeInTheDocument();
    expect(api.requestPermission).not.toHaveBeenCalled();
    const hour = screen.getByRole('combobox', { name: 'Hora del aviso' });
    expect(hour).toHaveValue('8');
    // The zone by its Spanish name, never its database id.
    expect(hour).toHaveAccessibleDescription(`En la hora local de tu zona (${ZONE_NAME}).`);
    await userEvent.selectOptions(hour, '21:00');
    await userEvent.click(screen.getByRole('button', { name: 'Activar el recordatorio' }));
    expect(await screen.findByText('Recordatorio activado: te escribiremos cada día a las 21:00.')).toBeInTheDocument();
    expect(api.requestPermission).toHaveBeenCalledOnce();
    expect(api.subscribe).toHaveBeenCalledWith('clave-publica');
    expect([...api.stored.values()]).toEqual([{ hour: 21, timeZone: ZONE }]);
    expect(screen.getByRole('status')).toHaveTextContent(`Activo en este navegador: cada día a las 21:00 (${ZONE_NAME}).`);
    expect(screen.getByRole('button', { name: 'Desactivar el recordatorio' })).toBeEnabled();
  });

  it('shows the saved hour, changes it, and turns it off: the row goes and the browser drops the subscription', async () => {
    const api = fakeApi({ permission: 'granted' });
    api.preset(7, ZONE);
    renderSection(api);
    expect(await screen.findByText(`Activo en este navegador: cada día a las 07:00 (${ZONE_NAME}).`)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Guardar la nueva hora' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hora del aviso' }), '06:00');
    await userEvent.click(save);
    expect(await screen.findByText('Hecho: desde ahora el aviso llegará a las 06:00.')).toBeInTheDocument();
    expect([...api.stored.values()]).toEqual([{ hour: 6, timeZone: ZONE }]);

    await userEvent.click(screen.getByRole('button', { name: 'Desactivar el recordatorio' }));
    expect(await screen.findByText('Recordatorio desactivado: este navegador ya no recibirá avisos.')).toBeInTheDocument();
    expect(api.stored.size).toBe(0);
    expect(await api.currentSubscription()).toBeNull();
    expect(screen.getByRole('button', { name: 'Activar el recordatorio' })).toBeInTheDocument();
  });

  it('explains a refused or blocked permission, and keeps the switch off', async () => {
    const dismissed = fakeApi({ grant: 'default' });
    renderSection(dismissed);
    await userEvent.click(await screen.findByRole('button', { name: 'Activar el recordatorio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin tu permiso para mostrar notificaciones no podemos avisarte.');
    expect(dismissed.subscribe).not.toHaveBeenCalled();
    cleanup();

    renderSection(fakeApi({ permission: 'denied' }));
    expect(await screen.findByText(/Las notificaciones de este sitio están bloqueadas/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activar el recordatorio' })).toBeNull();
  });

  it('tells an iPhone to install the app first, and other browsers without push that it cannot remind them', async () => {
    renderSection(fakeApi({ support: 'needs-install' }));
    expect(await screen.findByText(/En iPhone y iPad los avisos solo llegan a la app instalada/)).toBeInTheDocument();
    cleanup();
    renderSection(fakeApi({ support: 'unsupported' }));
    expect(await screen.findByText(/Este navegador no admite notificaciones push/)).toBeInTheDocument();
  });

  it('says so when saving fails, and disables the buttons offline with the reason', async () => {
    const api = fakeApi();
    api.save.mockRejectedValueOnce(new Error('network'));
    renderSection(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Activar el recordatorio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar el cambio del recordatorio.');
    expect(screen.getByRole('status')).toHaveTextContent('Desactivado en este navegador.');
    act(() => setOnline(false));
    const button = screen.getByRole('button', { name: 'Activar el recordatorio' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Sin conexión: podrás cambiar el recordatorio en cuanto vuelvas a estar en línea.');
  });

  it('replaces a subscription made with another server key', async () => {
    const api = fakeApi({ permission: 'granted' });
    api.preset(9, ZONE);
    api.stored.clear();
    api.subscribe.mockRejectedValueOnce(new DOMException('different applicationServerKey', 'InvalidStateError'));
    renderSection(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Activar el recordatorio' }));
    expect(await screen.findByText('Recordatorio activado: te escribiremos cada día a las 08:00.')).toBeInTheDocument();
    expect(api.subscribe).toHaveBeenCalledTimes(2);
    expect(api.stored.size).toBe(1);
  });
});
