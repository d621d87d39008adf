// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataExportSection } from '../components/data-export-section';
import type { UserDataExport } from '../api/export-data';
import { accountApi, type AccountApi } from '../api/account-api';
import { setOnline } from '../../../testing/network';

// "Tus datos" from the keyboard: the button says it is working, the file is handed over, and a failure is said
// in Spanish where a screen reader announces it.

const collectUserData = vi.fn<AccountApi['collectUserData']>();
const collectCharts = vi.fn<AccountApi['collectCharts']>();
const downloadFile = vi.fn<AccountApi['downloadFile']>();

function renderSection() {
  return render(
    <accountApi.Provider api={{ collectUserData, collectCharts, downloadFile }}>
      <DataExportSection userId="u-1" />
    </accountApi.Provider>,
  );
}

beforeEach(() => {
  setOnline(true);
  downloadFile.mockClear();
});

afterEach(cleanup);

describe('Tus datos', () => {
  it('shows that the file is being prepared, then hands it over and says where it went', async () => {
    let finish!: (data: UserDataExport) => void;
    collectUserData.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderSection();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Descargar todos mis datos (JSON)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Preparando tu archivo…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Descargar mis cartas (CSV)' })).toBeDisabled();
    finish({ format: 'sendero-astral/export' } as UserDataExport);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Listo: «sendero-astral-datos-\d{4}-\d{2}-\d{2}\.json» está en tus descargas\.$/));
    expect(downloadFile).toHaveBeenCalledWith(expect.stringMatching(/\.json$/), expect.stringContaining('"format": "sendero-astral/export"'), 'application/json;charset=utf-8');
  });

  it('says in Spanish when the data could not be read, and lets the person try again', async () => {
    collectCharts.mockRejectedValue(new Error('network'));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar mis cartas (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos preparar tu archivo. Comprueba tu conexión e inténtalo de nuevo.');
    expect(downloadFile).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Descargar mis cartas (CSV)' })).toBeEnabled();
  });

  it('offline, keeps the buttons off and says why', () => {
    setOnline(false);
    renderSection();
    expect(screen.getByRole('button', { name: 'Descargar todos mis datos (JSON)' })).toBeDisabled();
    expect(screen.getByText(/Necesitas conexión para descargar tus datos/)).toBeInTheDocument();
  });
});
