import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import i18n from '../../../i18n';
import { JobMessage } from './JobMessage';

afterEach(async () => {
  await act(async () => void (await i18n.changeLanguage('mn')));
});

describe('JobMessage', () => {
  it('a lost answer: what happened and what to do in Mongolian, the network’s cause beside it; no English sentence', () => {
    render(<JobMessage message="answer lost: ECONNRESET" />);
    const line = screen.getByTestId('ebarimt-message');
    expect(line.textContent).toContain('Гүүр PosAPI-аас хариу авч чадсангүй');
    expect(line.textContent).toContain('(ECONNRESET)');
    expect(line.textContent).not.toContain('answer lost');
  });

  it('the daemon unreachable, in English when English is chosen', async () => {
    await act(async () => void (await i18n.changeLanguage('en')));
    render(<JobMessage message="daemon unreachable: ECONNREFUSED" />);
    const text = screen.getByTestId('ebarimt-message').textContent ?? '';
    expect(text).toContain('The bridge could not reach PosAPI');
    expect(text).toContain('(ECONNREFUSED)');
  });

  it('the daemon’s refusal in its own words', () => {
    render(<JobMessage message="billIdSuffix талбарын утга тухайн өдөрт давхардсан байна" />);
    expect(screen.getByTestId('ebarimt-message').textContent).toBe('billIdSuffix талбарын утга тухайн өдөрт давхардсан байна');
  });
});
