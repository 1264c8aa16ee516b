import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';
import { FoundReceiptForm } from './FoundReceiptForm';

installJsdomStubs();
vi.setConfig({ testTimeout: 20_000 });

const DDTD = '037900846788000000000000000000001';

describe('FoundReceiptForm', () => {
  it('says what to fix in a DDTD or date of the wrong shape, and records nothing', async () => {
    const user = userEvent.setup();
    const onRecord = vi.fn();
    render(<FoundReceiptForm onRecord={onRecord} onCancel={() => undefined} />);
    await user.type(screen.getByTestId('ebarimt-found-ddtd'), DDTD.slice(1));
    await user.click(screen.getByTestId('ebarimt-found-save'));
    expect(screen.getByText('ДДТД 33 оронтой тоо байна: ebarimt.mn-ээс хуулна уу.')).toBeTruthy();
    await user.clear(screen.getByTestId('ebarimt-found-ddtd'));
    await user.type(screen.getByTestId('ebarimt-found-ddtd'), DDTD);
    await user.type(screen.getByTestId('ebarimt-found-date'), '2026/11/27 12:00');
    await user.click(screen.getByTestId('ebarimt-found-save'));
    expect(screen.getByText(/жил-сар-өдөр цаг:минут:секунд/)).toBeTruthy();
    expect(onRecord).not.toHaveBeenCalled();
  });

  it('records the DDTD and date, trimmed; a refused write says why and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onRecord = vi.fn().mockRejectedValueOnce(new FirebaseError('permission-denied', 'denied')).mockResolvedValueOnce(undefined);
    render(<FoundReceiptForm onRecord={onRecord} onCancel={() => undefined} />);
    await user.type(screen.getByTestId('ebarimt-found-ddtd'), ` ${DDTD} `);
    await user.type(screen.getByTestId('ebarimt-found-date'), '2026-11-27 12:00:07');
    await user.click(screen.getByTestId('ebarimt-found-save'));
    await waitFor(() => expect(screen.getByTestId('ebarimt-found-failure')).toBeTruthy());
    expect((screen.getByTestId('ebarimt-found-ddtd') as HTMLInputElement).value).toBe(` ${DDTD} `);
    await user.click(screen.getByTestId('ebarimt-found-save'));
    await waitFor(() => expect(onRecord).toHaveBeenCalledTimes(2));
    expect(onRecord).toHaveBeenLastCalledWith({ ddtd: DDTD, date: '2026-11-27 12:00:07' });
  });
});
