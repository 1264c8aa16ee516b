import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';

const numbers = () =>
  screen
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((text) => /^\d+$/.test(text));

describe('Pagination', () => {
  it('renders nothing with a single page', () => {
    const { container } = render(<Pagination current={1} totalPages={1} onChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows 4 numbers, marks the current page and reports clicks', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination current={5} totalPages={10} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Хуудаслалт' })).toBeTruthy();
    expect(numbers()).toEqual(['4', '5', '6', '7']);
    expect(screen.getByRole('button', { name: '5-р хуудас' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: '7-р хуудас' }));
    expect(onChange).toHaveBeenLastCalledWith(7);
    await user.click(screen.getByRole('button', { name: 'Эхний хуудас' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Сүүлийн хуудас' }));
    expect(onChange).toHaveBeenLastCalledWith(10);
    await user.click(screen.getByRole('button', { name: '5-р хуудас' }));
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('shows a window of 5 past 10 pages and disables the ends', () => {
    render(<Pagination current={11} totalPages={11} onChange={() => undefined} />);
    expect(numbers()).toEqual(['7', '8', '9', '10', '11']);
    expect((screen.getByRole('button', { name: 'Дараагийн хуудас' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Сүүлийн хуудас' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Өмнөх хуудас' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
