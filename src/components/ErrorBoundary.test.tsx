import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type ComponentType } from 'react';
import i18n from '../i18n';
import { ErrorBoundary, FailureNotice, lazyDialog } from './ErrorBoundary';
import { ChunkLoadError, isChunkLoadError, retryableLazy } from './lazyRetry';
import { go, setNavigatorOnline } from '../test/network';


beforeEach(() => {
  // React and the boundary log what they caught; the tests look at the screen instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  setNavigatorOnline(true);
  vi.mocked(console.error).mockRestore();
});

interface WizardProps {
  products: readonly string[];
  isOpen: boolean;
  onClose: () => void;
}

function FakeWizard({ products, onClose }: WizardProps) {
  return (
    <div role="dialog" aria-label="Sell">
      <p>Selling {products.join(', ')}</p>
      <button type="button" onClick={onClose}>
        Close wizard
      </button>
    </div>
  );
}

/** The browser's words for a chunk it could not fetch. */
const fetchFailed = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/SaleWizard-x.js');

/** A loader that fails `failures` times, then gives the wizard; counts its calls. */
function flakyLoader(failures: number) {
  const load = vi.fn(() => (load.mock.calls.length <= failures ? Promise.reject(fetchFailed()) : Promise.resolve({ default: FakeWizard })));
  return load;
}

/** A product grid: its selection lives above the wizard's boundary. */
function Grid({ Wizard }: { Wizard: ComponentType<WizardProps> }) {
  const [selected, setSelected] = useState<string[]>([]);
  const [selling, setSelling] = useState(false);
  const toggle = (name: string) => setSelected((s) => (s.includes(name) ? s.filter((n) => n !== name) : [...s, name]));
  return (
    <div>
      {['Boots', 'Hat', 'Scarf'].map((name) => (
        <label key={name}>
          <input type="checkbox" checked={selected.includes(name)} onChange={() => toggle(name)} />
          {name}
        </label>
      ))}
      <button type="button" onClick={() => setSelling(true)}>
        Sell
      </button>
      {selling && <Wizard products={selected} isOpen onClose={() => setSelling(false)} />}
    </div>
  );
}

async function selectAndSell(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Boots'));
  await user.click(screen.getByLabelText('Scarf'));
  await user.click(screen.getByRole('button', { name: 'Sell' }));
}

function expectSelectionKept() {
  expect((screen.getByLabelText('Boots') as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText('Hat') as HTMLInputElement).checked).toBe(false);
  expect((screen.getByLabelText('Scarf') as HTMLInputElement).checked).toBe(true);
}

describe('lazyDialog: a wizard whose download fails', () => {
  it('shows the message and Try again in a dialog, keeps the selection, and Try again downloads it again', async () => {
    const user = userEvent.setup();
    const load = flakyLoader(1);
    render(<Grid Wizard={lazyDialog(load)} />);
    await selectAndSell(user);

    const failure = await screen.findByTestId('failure-dialog');
    expect(failure.getAttribute('data-kind')).toBe('load');
    expect(within(failure).getByTestId('failure-title').textContent).toBe(i18n.t('ui.failure.loadTitle'));
    expect(within(failure).getByText(i18n.t('ui.failure.keptSelection'))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Sell' })).toBeNull();
    expectSelectionKept();
    expect(load).toHaveBeenCalledTimes(1);

    // React.lazy alone would throw its kept rejection again: the retry imports anew.
    await user.click(within(failure).getByTestId('failure-retry'));
    expect(await screen.findByText('Selling Boots, Scarf')).toBeTruthy();
    expect(screen.queryByTestId('failure-dialog')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expectSelectionKept();
  });

  it('Try again that fails again says so again; Close goes back to the grid with the selection', async () => {
    const user = userEvent.setup();
    const load = flakyLoader(2);
    render(<Grid Wizard={lazyDialog(load)} />);
    await selectAndSell(user);
    await user.click(within(await screen.findByTestId('failure-dialog')).getByTestId('failure-retry'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    const again = await screen.findByTestId('failure-dialog');
    await user.click(within(again).getByTestId('failure-close'));
    expect(screen.queryByTestId('failure-dialog')).toBeNull();
    expectSelectionKept();

    // Sell again: the third download works.
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    expect(await screen.findByText('Selling Boots, Scarf')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('offline: says the device is offline (in English too), and opens the wizard by itself once the connection is back', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const load = flakyLoader(0);
    render(<Grid Wizard={lazyDialog(load)} />);
    await user.click(screen.getByLabelText('Boots'));
    await user.click(screen.getByLabelText('Scarf'));
    go('offline');
    await user.click(screen.getByRole('button', { name: 'Sell' }));

    const failure = await screen.findByTestId('failure-dialog');
    expect(failure.getAttribute('data-kind')).toBe('offline');
    expect(within(failure).getByTestId('failure-title').textContent).toBe('You are offline');
    expect(within(failure).getByTestId('failure-text').textContent).toContain('has not been downloaded to this device yet');
    expect(within(failure).getByText('Your selection is kept.')).toBeTruthy();
    expect(within(failure).getByTestId('failure-retry').textContent).toBe('Try again');
    expectSelectionKept();
    // Not requested offline: a module whose download failed would stay failed (lazyRetry.ts).
    expect(load).not.toHaveBeenCalled();

    go('online');
    expect(await screen.findByText('Selling Boots, Scarf')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expectSelectionKept();
  });

  it('an error inside the wizard shows the unexpected-error message, not the whole app failing', async () => {
    const user = userEvent.setup();
    let broken = true;
    function BrokenWizard(props: WizardProps) {
      if (broken) throw new Error('undefined is not a function');
      return <FakeWizard {...props} />;
    }
    render(<Grid Wizard={lazyDialog(() => Promise.resolve({ default: BrokenWizard }))} />);
    await selectAndSell(user);
    const failure = await screen.findByTestId('failure-dialog');
    expect(failure.getAttribute('data-kind')).toBe('error');
    expect(within(failure).getByTestId('failure-title').textContent).toBe(i18n.t('ui.failure.errorTitle'));
    expectSelectionKept();
    broken = false;
    await user.click(within(failure).getByTestId('failure-retry'));
    expect(await screen.findByText('Selling Boots, Scarf')).toBeTruthy();
  });
});

describe('ErrorBoundary around a screen', () => {
  function Screen({ fail }: { fail: { now: boolean } }) {
    if (fail.now) throw new Error('Cannot read properties of undefined');
    return <p>Screen content</p>;
  }

  it('an unexpected render error shows the message with Try again, and the frame above stays', async () => {
    const user = userEvent.setup();
    const fail = { now: true };
    render(
      <div>
        <nav>Menu</nav>
        <ErrorBoundary fallback={(failure) => <FailureNotice {...failure} place="screen" />}>
          <Screen fail={fail} />
        </ErrorBoundary>
      </div>,
    );
    const failure = screen.getByRole('alert');
    expect(failure.getAttribute('data-kind')).toBe('error');
    expect(within(failure).getByTestId('failure-title').textContent).toBe('Алдаа гарлаа');
    expect(within(failure).getByText(i18n.t('ui.failure.keptShell'))).toBeTruthy();
    expect(screen.getByText('Menu')).toBeTruthy();
    fail.now = false;
    await user.click(within(failure).getByRole('button', { name: i18n.t('ui.failure.retry') }));
    expect(screen.getByText('Screen content')).toBeTruthy();
  });

  it('a new resetKey (another address) starts afresh', () => {
    const fail = { now: true };
    const view = (key: string) => (
      <ErrorBoundary resetKey={key} fallback={(failure) => <FailureNotice {...failure} place="screen" />}>
        <Screen fail={fail} />
      </ErrorBoundary>
    );
    const { rerender } = render(view('/a'));
    expect(screen.getByTestId('failure')).toBeTruthy();
    fail.now = false;
    rerender(view('/b'));
    expect(screen.getByText('Screen content')).toBeTruthy();
  });

  it('a lazy screen opened offline is not requested (a failed module stays failed in Chromium) and loads on Try again once online', async () => {
    const user = userEvent.setup();
    const Page = () => <p>Page loaded</p>;
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = retryableLazy(load);
    go('offline');
    render(
      <ErrorBoundary fallback={(failure) => <FailureNotice {...failure} place="screen" />}>
        <Suspense fallback={<p>Loading</p>}>
          <Lazy />
        </Suspense>
      </ErrorBoundary>,
    );
    const failure = await screen.findByTestId('failure');
    expect(failure.getAttribute('data-kind')).toBe('offline');
    expect(within(failure).getByTestId('failure-title').textContent).toBe('Интернэт холболт алга байна');
    expect(load).not.toHaveBeenCalled();
    setNavigatorOnline(true); // online again without the event (the browser's flag changed first)
    await user.click(within(failure).getByTestId('failure-retry'));
    expect(await screen.findByText('Page loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('isChunkLoadError', () => {
  it('tells a failed download from a bug', () => {
    expect(isChunkLoadError(new ChunkLoadError(fetchFailed()))).toBe(true);
    expect(isChunkLoadError(fetchFailed())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError('offline')).toBe(false);
  });
});
