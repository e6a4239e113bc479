import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CalculatorPage from '@client/routes/calculator';
import { renderWithQueryClient } from '@client/testing/render';

function renderPage() {
  const user = userEvent.setup();
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/calculator']}>
      <CalculatorPage />
    </MemoryRouter>,
  );
  return { user };
}

function renderPageIn(locale: 'en' | 'es') {
  i18n.activate(locale);
  return renderPage();
}

const feeInput = () => screen.getByLabelText(/current annual maintenance fee/i);
const rateInput = () => screen.getByLabelText(/inflation rate \(annual %\)/i);
const yearsInput = () => screen.getByLabelText(/your own number of years/i);
const preset = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Calculator page', () => {
  it('shows the title, the defaults and sets the document title', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Timeshare Maintenance Fee Calculator' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Timeshare Maintenance Fee Calculator \|/);
    expect(rateInput()).toHaveValue(6);
    expect(yearsInput()).toHaveValue(5);
    expect(preset('5 years')).toHaveAttribute('aria-pressed', 'true');
    expect(preset('10 years')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/national reference rate is 8%/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export csv/i })).toBeDisabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('projects 1000 at 6 % over 5 years after Calculate', async () => {
    const { user } = renderPage();
    await user.type(feeInput(), '1000');
    await user.click(preset('10 years'));
    await user.click(preset('5 years'));
    expect(preset('5 years')).toHaveAttribute('aria-pressed', 'true');
    expect(yearsInput()).toHaveValue(5);
    // Nothing is computed until the person presses Calculate.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    const table = screen.getByRole('table', { name: /your fee, year by year/i });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Year', 'Fee'],
      ['1', '$1,000.00'],
      ['2', '$1,060.00'],
      ['3', '$1,123.60'],
      ['4', '$1,191.02'],
      ['5', '$1,262.48'],
      ['Total', '$5,637.09'],
    ]);
    expect(
      screen.getByText('Over 5 years, your maintenance fees could total $5,637.09.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Total projected cost').nextElementSibling).toHaveTextContent(
      '$5,637.09',
    );
    expect(screen.getByRole('img', { name: /rising from \$1,000\.00 in year 1/i })).toBeVisible();
    expect(screen.getByRole('button', { name: /export csv/i })).toBeEnabled();
  });

  it('shows the no-years message for 0 years', async () => {
    const { user } = renderPage();
    await user.type(feeInput(), '1000');
    await user.click(preset('0 years'));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    expect(screen.getByText('No years selected for calculation.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export csv/i })).toBeDisabled();
  });

  it('falls back to the defaults for empty values and says so', async () => {
    const { user } = renderPage();
    await user.type(feeInput(), '1000');
    await user.clear(rateInput());
    await user.clear(yearsInput());
    expect(screen.getByRole('group', { name: /quick choices/i })).toBeInTheDocument();
    expect(preset('5 years')).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    expect(screen.getByText('No years selected for calculation.')).toBeInTheDocument();
    expect(screen.getByText(/so we used 6%/i)).toBeInTheDocument();
    expect(screen.getByText(/so we used 0 years/i)).toBeInTheDocument();
  });

  it('asks for a new Calculate after the numbers change', async () => {
    const { user } = renderPage();
    await user.type(feeInput(), '1000');
    await user.keyboard('{Enter}');
    expect(screen.getByText(/could total \$5,637\.09/)).toBeInTheDocument();

    await user.click(preset('10 years'));
    expect(screen.getByText(/you have changed your numbers/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.queryByText(/you have changed your numbers/i)).not.toBeInTheDocument();
    expect(screen.getByText(/^Over 10 years/)).toBeInTheDocument();
  });

  it('exports exactly the CSV text under a name by year count', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:calculator');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.href, download: this.download });
    });

    const { user } = renderPage();
    await user.type(feeInput(), '1000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.click(screen.getByRole('button', { name: /export csv/i }));

    expect(downloads).toEqual([
      { href: 'blob:calculator', download: 'maintenance-fee-projection-5-years.csv' },
    ]);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob).toBeInstanceOf(Blob);
    expect(await (blob as Blob).text()).toBe(
      'Year,Fee\n1,1000.00\n2,1060.00\n3,1123.60\n4,1191.02\n5,1262.48\n\nTotal,5637.09\n',
    );
  });

  it('keeps the e-mail about a free consultation behind Get Free Consultation (the callback form opens on press)', () => {
    renderPage();
    const links = screen.getAllByRole('button', { name: /get free consultation/i });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^mailto:[^?]+@[^?]+\?subject=Free%20Consultation%20Request&body=/);
    }
  });

  it('speaks Spanish on the Spanish page, in dollars, and exports Spanish column names', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:calculator');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPageIn('es');
    await user.type(screen.getByLabelText(/cuota de mantenimiento anual actual/i), '1000');
    await user.clear(screen.getByLabelText(/tasa de inflación/i));
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    // The note about a replaced value is Spanish too.
    expect(screen.getByText(/no era un número válido, así que usamos 6/)).toBeVisible();

    const sum = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(
      5637.09,
    );
    expect(
      screen.getByText(`En 5 años, sus cuotas de mantenimiento podrían sumar ${sum}.`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /exportar csv/i }));
    expect(
      await screen.findByText('proyección-de-cuotas-de-mantenimiento-5-años.csv'),
    ).toBeInTheDocument();
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(await (blob as Blob).text()).toBe(
      'Año,Cuota\n1,1000.00\n2,1060.00\n3,1123.60\n4,1191.02\n5,1262.48\n\nTotal,5637.09\n',
    );
  });
});
