import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 20_000 });
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installJsdomStubs } from '../../../components/testing/jsdomStubs';

installJsdomStubs();

const api = vi.hoisted(() => ({
  saveEbarimtPoint: vi.fn(),
  saveEbarimtSetting: vi.fn(),
  points: [{ id: 'store-a', name: 'Сүхбаатар салбар', merchantTin: '37900846788', branchNo: '001', posNo: '001', districtCode: '2501' }],
  bridges: [
    { id: 'bridge-1', name: 'Гүүр Төв', email: 'bridge@demo.mn', isActive: true, pointIds: ['store-a', 'office'] },
    { id: 'bridge-2', name: 'Гүүр Дархан', email: 'darkhan@demo.mn', isActive: true, pointIds: [] },
  ],
}));

vi.mock('../api/ebarimtAdmin', () => ({
  saveEbarimtPoint: api.saveEbarimtPoint,
  saveEbarimtSetting: api.saveEbarimtSetting,
  useEbarimtPoints: () => ({ data: api.points, loading: false, error: null }),
  useStores: () => ({ data: [{ id: 'store-a', name: 'Сүхбаатар' }, { id: 'store-b', name: 'Дархан' }], loading: false, error: null }),
}));
vi.mock('../../../entities/ebarimt/ebarimtQueries', () => ({
  useEbarimtSettings: () => ({ data: { enabled: true, treatment: 'added', defaultClassificationCode: '6211100' }, loading: false, error: null }),
  useBridgeAccounts: () => ({ data: api.bridges, loading: false, error: null }),
}));

const { EbarimtSettingsCard } = await import('./EbarimtSettingsCard');

const row = (point: string) => screen.getAllByTestId('ebarimt-point').find((r) => r.getAttribute('data-point') === point)!;

describe('EbarimtSettingsCard', () => {
  beforeEach(() => {
    api.saveEbarimtPoint.mockReset().mockResolvedValue(undefined);
    api.saveEbarimtSetting.mockReset().mockResolvedValue(undefined);
  });

  it('lists every store and the office; one not set says so', () => {
    render(<EbarimtSettingsCard />);
    expect(screen.getAllByTestId('ebarimt-point').map((r) => r.getAttribute('data-point'))).toEqual(['store-a', 'store-b', 'office']);
    expect(row('store-a').getAttribute('data-set')).toBe('yes');
    expect(within(row('store-b')).getByText('Тохируулаагүй: энд и-баримт олгогдохгүй.')).toBeTruthy();
  });

  it('a point with a wrong TIN says what to fix and saves nothing; fixed, it is saved trimmed', async () => {
    render(<EbarimtSettingsCard />);
    const r = within(row('store-b'));
    await userEvent.type(r.getByTestId('ebarimt-point-merchantTin'), '3790084678');
    await userEvent.type(r.getByTestId('ebarimt-point-branchNo'), '2');
    await userEvent.type(r.getByTestId('ebarimt-point-posNo'), 'POS2');
    await userEvent.type(r.getByTestId('ebarimt-point-districtCode'), '2501');
    await userEvent.click(r.getByTestId('ebarimt-point-save'));
    expect(r.getByText('ТТД нь 11, 12 эсвэл 14 оронтой тоо.')).toBeTruthy();
    expect(api.saveEbarimtPoint).not.toHaveBeenCalled();
    await userEvent.type(r.getByTestId('ebarimt-point-merchantTin'), '8 ');
    await userEvent.click(r.getByTestId('ebarimt-point-save'));
    await waitFor(() =>
      expect(api.saveEbarimtPoint).toHaveBeenCalledWith('store-b', { name: 'Дархан', merchantTin: '37900846788', branchNo: '2', posNo: 'POS2', districtCode: '2501' }, undefined),
    );
  });

  it('each point shows the bridge that serves it; another chosen is saved with the point, and none can be chosen', async () => {
    render(<EbarimtSettingsCard />);
    const a = within(row('store-a'));
    const select = a.getByTestId('ebarimt-point-bridge') as HTMLSelectElement;
    expect(select.value).toBe('bridge-1');
    expect([...select.options].map((o) => o.text)).toEqual(['— Гүүргүй —', 'Гүүр Төв · bridge@demo.mn', 'Гүүр Дархан · darkhan@demo.mn']);
    expect(a.queryByTestId('ebarimt-point-unserved')).toBeNull();
    expect((a.getByTestId('ebarimt-point-save') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(select, 'bridge-2');
    await userEvent.click(a.getByTestId('ebarimt-point-save'));
    await waitFor(() =>
      expect(api.saveEbarimtPoint).toHaveBeenCalledWith('store-a', expect.objectContaining({ merchantTin: '37900846788' }), { bridgeId: 'bridge-2', bridges: api.bridges }),
    );
    await userEvent.selectOptions(select, '');
    await userEvent.click(a.getByTestId('ebarimt-point-save'));
    await waitFor(() => expect(api.saveEbarimtPoint).toHaveBeenLastCalledWith('store-a', expect.anything(), { bridgeId: null, bridges: api.bridges }));
  });

  it('a point set up with no active bridge says it issues nothing', () => {
    api.bridges[0].isActive = false;
    try {
      render(<EbarimtSettingsCard />);
      expect(within(row('store-a')).getByTestId('ebarimt-point-unserved').textContent).toBe('Гүүргүй цэгт и-баримт олгогдохгүй.');
      expect((within(row('store-a')).getByTestId('ebarimt-point-bridge') as HTMLSelectElement).selectedOptions[0].text).toBe('Гүүр Төв · bridge@demo.mn (идэвхгүй)');
    } finally {
      api.bridges[0].isActive = true;
    }
  });

  it('the business setting: the treatment and a 7-digit default code', async () => {
    render(<EbarimtSettingsCard />);
    await userEvent.click(screen.getByTestId('ebarimt-treatment-contained'));
    const code = screen.getByTestId('ebarimt-default-code');
    await userEvent.clear(code);
    await userEvent.type(code, '621110');
    await userEvent.click(screen.getByTestId('ebarimt-setting-save'));
    expect(screen.getByText('Ангиллын код нь 7 оронтой тоо.')).toBeTruthy();
    expect(api.saveEbarimtSetting).not.toHaveBeenCalled();
    await userEvent.type(code, '0');
    await userEvent.click(screen.getByTestId('ebarimt-setting-save'));
    await waitFor(() => expect(api.saveEbarimtSetting).toHaveBeenCalledWith({ enabled: true, treatment: 'contained', defaultClassificationCode: '6211100' }));
    expect(await screen.findByTestId('ebarimt-setting-saved')).toBeTruthy();
  });
});
