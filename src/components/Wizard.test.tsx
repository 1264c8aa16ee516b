import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Wizard, type WizardStep } from './Wizard';

function Harness({
  onFinish = () => undefined,
  validate,
  ownProgress,
}: {
  onFinish?: () => void | Promise<void>;
  validate?: () => Promise<boolean>;
  /** The products step shows its own progress while validating. */
  ownProgress?: boolean;
}) {
  const [open, setOpen] = useState(true);
  const [customer, setCustomer] = useState('');
  const steps: WizardStep[] = [
    {
      id: 'customer',
      label: 'Customer',
      canContinue: customer !== '',
      content: (
        <label>
          Name
          <input value={customer} onChange={(e) => setCustomer(e.target.value)} />
        </label>
      ),
    },
    { id: 'products', label: 'Products', content: <p>Products step</p>, validate, ownProgress },
    {
      id: 'confirm',
      label: 'Confirm',
      content: ({ back }) => (
        <div>
          <p>Confirm step for {customer}</p>
          <button type="button" onClick={back}>
            Custom back
          </button>
        </div>
      ),
    },
  ];
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Wizard
        isOpen={open}
        fade={false}
        title="Sell in store"
        steps={steps}
        finishLabel="Sell"
        onFinish={onFinish}
        onClose={() => {
          setOpen(false);
          setCustomer('');
        }}
      />
    </>
  );
}

const continueButton = () => screen.getByRole('button', { name: 'Үргэлжлүүлэх' }) as HTMLButtonElement;
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;

describe('Wizard', () => {
  it('is driven from the keyboard: Enter continues (not while the step refuses, not on a button) and finishes', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(<Harness onFinish={onFinish} />);
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('{Enter}');
    expect(currentStep()).toBe('1Customer');
    await user.type(screen.getByLabelText('Name'), 'Bold{Enter}');
    expect(await screen.findByText('Products step')).toBeTruthy();
    // Enter on a button presses that button, it does not continue as well.
    screen.getByRole('button', { name: 'Буцах' }).focus();
    await user.keyboard('{Enter}');
    expect(currentStep()).toBe('1Customer');
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(await screen.findByText('Products step')).toBeTruthy();
    // The focused field went with its step: the focus moves to Continue, so Enter goes on.
    await waitFor(() => expect(document.activeElement).toBe(continueButton()));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentStep()).toBe('3Confirm'));
    screen.getByText(/Confirm step for/).closest('div')?.setAttribute('tabindex', '-1');
    (screen.getByText(/Confirm step for/).closest('div') as HTMLElement).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  });

  it('shows numbered, labelled steps and blocks Continue until the step allows it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('Sell in store')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Алхмууд' }).querySelectorAll('li')).toHaveLength(3);
    expect(currentStep()).toBe('1Customer');
    expect(continueButton().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Буцах' })).toBeNull();

    await user.type(screen.getByLabelText('Name'), 'Bold');
    expect(continueButton().disabled).toBe(false);
    await user.click(continueButton());
    expect(screen.getByText('Products step')).toBeTruthy();
    expect(currentStep()).toBe('2Products');
  });

  it('goes back and forth, and the last button finishes and closes', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(<Harness onFinish={onFinish} />);
    await user.type(screen.getByLabelText('Name'), 'Bold');
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Буцах' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Bold');
    await user.click(continueButton());
    await user.click(continueButton());
    expect(screen.getByText('Confirm step for Bold')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Үргэлжлүүлэх' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Custom back' }));
    expect(screen.getByText('Products step')).toBeTruthy();
    await user.click(continueButton());

    await user.click(screen.getByRole('button', { name: 'Sell' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Sell in store')).toBeNull());
  });

  it('stays on a step whose validate resolves false', async () => {
    const user = userEvent.setup();
    const validate = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(<Harness validate={validate} />);
    await user.type(screen.getByLabelText('Name'), 'Bold');
    await user.click(continueButton());
    await user.click(continueButton());
    expect(validate).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Products step')).toBeTruthy();
    await user.click(continueButton());
    expect(screen.getByText(/Confirm step/)).toBeTruthy();
  });

  it('a busy step shows a spinner on its button, unless it shows its own progress', async () => {
    const user = userEvent.setup();
    let done: (ok: boolean) => void = () => {};
    const validate = () => new Promise<boolean>((resolve) => (done = resolve));
    const spinners = () => document.querySelectorAll('.modal-footer .spinner-border').length;
    const { unmount } = render(<Harness validate={validate} />);
    await user.type(screen.getByLabelText('Name'), 'Bold');
    await user.click(continueButton());
    await user.click(continueButton());
    expect(continueButton().disabled).toBe(true);
    expect(spinners()).toBe(1);
    await act(async () => done(false));
    expect(spinners()).toBe(0);
    unmount();

    render(<Harness validate={validate} ownProgress />);
    await user.type(screen.getByLabelText('Name'), 'Bold');
    await user.click(continueButton());
    await user.click(continueButton());
    expect(continueButton().disabled).toBe(true);
    expect(spinners()).toBe(0);
    await act(async () => done(true));
    expect(screen.getByText(/Confirm step/)).toBeTruthy();
  });

  it('stays open on the last step when onFinish fails', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness onFinish={() => Promise.reject(new Error('sold already'))} />);
    await user.type(screen.getByLabelText('Name'), 'Bold');
    await user.click(continueButton());
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    expect(screen.getByText('Confirm step for Bold')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sell' }) as HTMLButtonElement).disabled).toBe(false);
    error.mockRestore();
  });

  it('closing resets to step 1 when reopened', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Name'), 'Bold');
    await user.click(continueButton());
    await user.click(continueButton());
    expect(currentStep()).toBe('3Confirm');

    await user.click(screen.getByRole('button', { name: 'Хаах' }));
    await waitFor(() => expect(screen.queryByText('Sell in store')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(currentStep()).toBe('1Customer');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('resets when the parent closes and reopens it', async () => {
    const user = userEvent.setup();
    const steps: WizardStep[] = [
      { id: 'a', label: 'A', content: 'first' },
      { id: 'b', label: 'B', content: 'second' },
    ];
    const props = { title: 'W', steps, onFinish: () => undefined, onClose: () => undefined, fade: false };
    const { rerender } = render(<Wizard isOpen {...props} />);
    await user.click(continueButton());
    expect(screen.getByText('second')).toBeTruthy();
    rerender(<Wizard isOpen={false} {...props} />);
    rerender(<Wizard isOpen {...props} />);
    expect(screen.getByText('first')).toBeTruthy();
  });
});
