// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { InvitationView } from '../components/invitation-page';
import { invitationApi } from '../api/invitation-api';
import { validateInvitationForm, type AcceptOutcome, type InvitationOutcome } from '../api/invitation';
import { setOnline } from '../../../testing/network';

// The invitee's page through the feature's seam: what it shows before anything is typed, the consent that starts
// unticked and is required, nothing typed lost on a refusal, and one answer for a link that no longer works.

const TOKEN = 'x'.repeat(43);
const OPEN: InvitationOutcome = { kind: 'open', inviterName: 'Lucía', expiresAt: '2026-12-04T21:00:00Z' };

type Api = ReturnType<typeof invitationApi.useApi>;

function renderPage(overrides: Partial<Api>, signedIn = false) {
  const api: Api = {
    readInvitation: vi.fn(async () => OPEN),
    acceptInvitation: vi.fn(async (): Promise<AcceptOutcome> => ({ kind: 'accepted', inviterName: 'Lucía' })),
    suggestPlaces: vi.fn(async () => []),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <invitationApi.Provider api={api}>
        <Toaster />
        <InvitationView token={TOKEN} signedIn={signedIn} />
      </invitationApi.Provider>
    </MemoryRouter>,
  );
  return api;
}

async function fill() {
  await userEvent.type(screen.getByLabelText('Tu nombre'), 'Luis');
  await userEvent.type(screen.getByLabelText('Fecha de nacimiento'), '1992-02-02');
  await userEvent.type(screen.getByLabelText('Hora de nacimiento (opcional)'), '09:15');
  await userEvent.type(screen.getByLabelText('Lugar de nacimiento'), 'Lima, Perú');
}

beforeEach(() => {
  setOnline(true);
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => cleanup());

describe('the invitation page', () => {
  it('says who invites, what is shared, with whom and for what before any field, and the consent starts unticked', async () => {
    const api = renderPage({});
    expect(screen.getByRole('status')).toHaveTextContent('Abriendo la invitación...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucía te invita a una lectura de compatibilidad' })).toBeInTheDocument();
    expect(api.readInvitation).toHaveBeenCalledWith(TOKEN);
    const terms = screen.getByRole('region', { name: 'Qué compartes y con quién' });
    expect(within(terms).getByText(/Con quién: solo con Lucía\. Ninguna otra persona los verá, y tú no verás los datos de Lucía\./)).toBeInTheDocument();
    expect(within(terms).getByText('La invitación sirve una sola vez y caduca el 4 de diciembre de 2026.')).toBeInTheDocument();
    expect(within(terms).getByRole('link', { name: 'Más detalles en la política de privacidad' })).toHaveAttribute('href', '/privacidad');
    expect(terms.compareDocumentPosition(screen.getByLabelText('Tu nombre')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Acepto compartir estos datos con Lucía para su lectura de compatibilidad.')).not.toBeChecked();
  });

  it('sends nothing without the consent, keeps what was typed, and thanks once it is sent', async () => {
    const api = renderPage({});
    await screen.findByRole('heading', { level: 1 });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mis datos a Lucía' }));
    const consent = screen.getByLabelText('Acepto compartir estos datos con Lucía para su lectura de compatibilidad.');
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveFocus();
    expect(api.acceptInvitation).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Tu nombre')).toHaveValue('Luis');

    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mis datos a Lucía' }));
    expect(api.acceptInvitation).toHaveBeenCalledWith(TOKEN, { name: 'Luis', birthDate: '1992-02-02', birthTime: '09:15', birthLocation: 'Lima, Perú', consent: true });
    const thanks = await screen.findByRole('heading', { level: 1, name: '¡Gracias!' });
    expect(thanks).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    expect(screen.getByText('Lucía ya tiene tus datos y puede calcular su compatibilidad contigo. Aquí no queda nada guardado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Y tu propia carta natal? Crea tu cuenta gratis y descúbrela' })).toHaveAttribute('href', '/auth');
  });

  it("points at a place the function could not pin down, with its suggestions, and keeps the invitation open", async () => {
    renderPage({
      acceptInvitation: vi.fn(async (): Promise<AcceptOutcome> => ({ kind: 'refused', message: 'No encontramos «Lma, Peru».', field: 'birthLocation', suggestions: ['Lima, Perú'] })),
    });
    await screen.findByRole('heading', { level: 1 });
    await fill();
    await userEvent.click(screen.getByLabelText(/Acepto compartir/));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mis datos a Lucía' }));
    expect(await screen.findByText('No encontramos «Lma, Peru».', { selector: ':not(li, [data-sonner-toast] *)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lima, Perú' }));
    expect(screen.getByLabelText('Lugar de nacimiento')).toHaveValue('Lima, Perú');
    expect(screen.getByLabelText('Tu nombre')).toHaveValue('Luis');
  });

  it('says a used, expired or made-up link no longer works, and offers the library', async () => {
    renderPage({ readInvitation: vi.fn(async (): Promise<InvitationOutcome> => ({ kind: 'unavailable' })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Esta invitación ya no está disponible' })).toHaveFocus();
    expect(screen.queryByLabelText('Tu nombre')).toBeNull();
    expect(screen.getByRole('link', { name: 'Mientras tanto, explora la biblioteca' })).toHaveAttribute('href', '/biblioteca');
  });

  it('offers a retry when the invitation cannot be read', async () => {
    const readInvitation = vi.fn<Api['readInvitation']>().mockResolvedValueOnce({ kind: 'failed', message: 'No pudimos abrir la invitación. Revisa tu conexión e inténtalo de nuevo.' }).mockResolvedValueOnce(OPEN);
    renderPage({ readInvitation });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos abrir la invitación.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucía te invita a una lectura de compatibilidad' })).toBeInTheDocument();
  });

  it('keeps the form but disables sending offline, saying why', async () => {
    setOnline(false);
    renderPage({});
    await screen.findByRole('heading', { level: 1 });
    const send = screen.getByRole('button', { name: 'Enviar mis datos a Lucía' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Sin conexión: podrás enviar tus datos cuando vuelvas a estar en línea.');
  });
});

describe('validateInvitationForm', () => {
  it('names the first field to fix in the order the form shows them', () => {
    expect(validateInvitationForm({ name: '', birthDate: '', birthTime: '', birthLocation: '', consent: false })).toEqual({ ok: false, field: 'name', message: 'Escribe tu nombre.' });
    expect(validateInvitationForm({ name: 'Luis', birthDate: '1992-02-02', birthTime: '9', birthLocation: 'Lima, Perú', consent: true })).toEqual({ ok: false, field: 'birthTime', message: 'La hora debe tener el formato HH:MM.' });
    expect(validateInvitationForm({ name: ' Luis ', birthDate: '1992-02-02', birthTime: '', birthLocation: ' Lima, Perú ', consent: true })).toEqual({
      ok: true, answer: { name: 'Luis', birthDate: '1992-02-02', birthTime: null, birthLocation: 'Lima, Perú', consent: true },
    });
  });
});
