import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import i18n from '../../../i18n';
import { rankStores } from '../domain/figures';
import { FigureCard, SectionStatus, stateOf } from './FigureCard';
import { TopStores } from './TopStores';

describe('TopStores', () => {
  it('lists stores highest first with money and bars relative to the top', () => {
    const stores = rankStores(
      [
        { id: 'a', name: 'Дархан салбар' },
        { id: 'b', name: 'Сүхбаатар салбар' },
      ],
      [250_000, 1_000_000],
    );
    render(<TopStores stores={stores} />);
    const rows = screen.getAllByTestId('top-store-row');
    expect(rows.map((r) => within(r).getByTestId('top-store-total').textContent)).toEqual(['1,000,000₮', '250,000₮']);
    expect(within(rows[0]).getByText('Сүхбаатар салбар')).toBeTruthy();
    expect(within(rows[0]).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(rows[1]).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });

  it('says so when there is no store', async () => {
    await i18n.changeLanguage('en');
    render(<TopStores stores={[]} />);
    expect(screen.getByText('No stores yet')).toBeTruthy();
  });
});

describe('FigureCard and SectionStatus', () => {
  it('shows a spinner while loading, the value when ready, a short note on error', async () => {
    await i18n.changeLanguage('en');
    const { rerender } = render(
      <FigureCard label="Total orders" icon="bi-receipt" state={stateOf({ loading: true, error: null })} testId="f">
        1,500
      </FigureCard>,
    );
    expect(screen.getByLabelText('Loading...')).toBeTruthy();
    expect(screen.queryByTestId('f-value')).toBeNull();

    rerender(
      <FigureCard label="Total orders" icon="bi-receipt" state={stateOf({ loading: false, error: null })} testId="f">
        1,500
      </FigureCard>,
    );
    expect(screen.getByTestId('f-value').textContent).toBe('1,500');
    // A large amount may wrap inside the card (dashboard.css) rather than run over its border.
    expect(screen.getByTestId('f-value').classList.contains('text-nowrap')).toBe(false);
    expect(screen.getByTestId('f-value').classList.contains('figure-card-value')).toBe(true);
    expect(screen.getByTestId('f').querySelector('.figure-card-body')).toBeTruthy();

    rerender(<FigureCard label="Total orders" icon="bi-receipt" state={stateOf({ loading: false, error: new Error('denied') })} testId="f" />);
    expect(screen.getByText('Could not load this figure.')).toBeTruthy();
  });

  it('section status: nothing once ready', () => {
    const { container } = render(<SectionStatus state="ready" />);
    expect(container.innerHTML).toBe('');
  });
});
