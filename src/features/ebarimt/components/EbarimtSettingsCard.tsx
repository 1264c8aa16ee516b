import '../texts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormFeedback, FormGroup, Input, Label, Spinner, Table } from 'reactstrap';
import { refusedWriteText, showFailure } from '../../../components';
import { useBridgeAccounts, useEbarimtSettings } from '../../../entities/ebarimt/ebarimtQueries';
import { OFFICE_POINT, bridgeOfPoint, type BridgeAccount, type EbarimtPoint, type EbarimtTreatment } from '../../../entities/ebarimt/ebarimt';
import { saveEbarimtPoint, saveEbarimtSetting, useEbarimtPoints, useStores } from '../api/ebarimtAdmin';
import {
  EMPTY_POINT,
  POINT_FIELDS,
  POINT_MAX_LENGTH,
  pointOf,
  pointProblems,
  settingOf,
  settingProblem,
  type PointField,
  type PointForm,
  type SettingForm,
} from '../domain/settingsForm';
import { LoadFailed } from './LoadFailed';

/**
 * The e-barimt settings (docs/ebarimt.md, "Settings"), Admin and Manager: whether sales get an
 * e-barimt, the tax treatment and the default classification code; each issuing point (every store,
 * and the office for deliveries and merchant sales) with its merchant TIN, branch, POS number and
 * district code. The same limits as the rules; what is typed stays until it is saved.
 */
export function EbarimtSettingsCard() {
  const { t } = useTranslation();
  const points = useEbarimtPoints();
  const stores = useStores();
  const bridges = useBridgeAccounts();
  const rows = [...stores.data.map((s) => ({ id: s.id, place: s.name })), { id: OFFICE_POINT, place: t('ebarimt.settings.office') }];
  const byId = new Map(points.data.map((p) => [p.id, p]));
  return (
    <section className="card card-body mb-3" data-testid="ebarimt-settings">
      <h2 className="h6">{t('ebarimt.settings.title')}</h2>
      <BusinessSetting />
      <h3 className="h6 mt-3">{t('ebarimt.settings.points')}</h3>
      <p className="small text-muted mb-2">{t('ebarimt.settings.pointsHint')}</p>
      <p className="small text-muted mb-2">{t('ebarimt.settings.bridgesHint')}</p>
      {(points.error || stores.error || bridges.error) && (
        <LoadFailed retry={() => (points.error ? points.retry?.() : stores.error ? stores.retry?.() : bridges.retry?.())} />
      )}
      {points.loading || stores.loading || bridges.loading ? (
        <Spinner size="sm" />
      ) : (
        <div className="table-responsive">
          <Table size="sm" className="align-top mb-0">
            <thead>
              <tr>
                <th>{t('ebarimt.settings.place')}</th>
                {POINT_FIELDS.map((f) => (
                  <th key={f}>{t(`ebarimt.settings.fields.${f}`)}</th>
                ))}
                <th>{t('ebarimt.settings.bridge')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <PointRow key={r.id} pointId={r.id} place={r.place} stored={byId.get(r.id) ?? null} bridges={bridges.data} />
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}

function BusinessSetting() {
  const { t } = useTranslation();
  const id = useId();
  const stored = useEbarimtSettings();
  const [typed, setTyped] = useState<SettingForm | null>(null);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const form: SettingForm = typed ?? stored.data;
  const problem = settingProblem(form);
  const change = (patch: Partial<SettingForm>) => {
    setSaved(false);
    setTyped({ ...form, ...patch });
  };
  const save = async () => {
    setTried(true);
    if (problem) return;
    setBusy(true);
    try {
      await saveEbarimtSetting(settingOf(form));
      setTyped(null);
      setTried(false);
      setSaved(true);
    } catch (e) {
      console.error('e-barimt setting', e);
      void showFailure(refusedWriteText(e) ?? t('ebarimt.settings.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="ebarimt-setting" style={{ maxWidth: '40rem' }}>
      <FormGroup switch className="mb-2">
        <Input type="switch" id={`${id}-on`} checked={form.enabled} onChange={(e) => change({ enabled: e.target.checked })} data-testid="ebarimt-enabled" />
        <Label for={`${id}-on`} check>
          {t('ebarimt.settings.enabled')}
        </Label>
      </FormGroup>
      <fieldset className="mb-2">
        <legend className="small fw-semibold mb-1">{t('ebarimt.settings.treatment')}</legend>
        {(['added', 'contained'] as EbarimtTreatment[]).map((v) => (
          <FormGroup check key={v} className="mb-1">
            <Input type="radio" id={`${id}-${v}`} name={`${id}-treatment`} checked={form.treatment === v} onChange={() => change({ treatment: v })} data-testid={`ebarimt-treatment-${v}`} />
            <Label for={`${id}-${v}`} check className="small">
              {t(`ebarimt.settings.treatments.${v}`)}
            </Label>
          </FormGroup>
        ))}
      </fieldset>
      <Label for={`${id}-code`} className="small mb-1">
        {t('ebarimt.settings.defaultCode')}
      </Label>
      <div className="d-flex gap-2 align-items-start">
        <div style={{ maxWidth: '12rem' }}>
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            maxLength={7}
            value={form.defaultClassificationCode}
            invalid={tried && problem !== null}
            onChange={(e) => change({ defaultClassificationCode: e.target.value })}
            data-testid="ebarimt-default-code"
          />
          <FormFeedback>{t('ebarimt.settings.errors.defaultClassificationCode')}</FormFeedback>
        </div>
        <Button color="primary" disabled={busy || typed === null} onClick={() => void save()} data-testid="ebarimt-setting-save">
          {busy && <Spinner size="sm" />} {t('ebarimt.settings.save')}
        </Button>
      </div>
      <div className="small text-muted mt-1">{t('ebarimt.settings.defaultCodeHint')}</div>
      {saved && (
        <div className="small text-success mt-1" role="status" data-testid="ebarimt-setting-saved">
          {t('ebarimt.settings.saved')}
        </div>
      )}
    </div>
  );
}

function formOf(p: EbarimtPoint | null, place: string): PointForm {
  return p ? { name: p.name, merchantTin: p.merchantTin, branchNo: p.branchNo, posNo: p.posNo, districtCode: p.districtCode } : { ...EMPTY_POINT, name: place };
}

/** Wide enough for what each field holds (a 14-digit TIN whole); the table scrolls sideways when narrow. */
const FIELD_WIDTH: Record<PointField, string> = { name: '11rem', merchantTin: '9.5rem', branchNo: '4.5rem', posNo: '5rem', districtCode: '5rem' };

function PointRow({ pointId, place, stored, bridges }: { pointId: string; place: string; stored: EbarimtPoint | null; bridges: readonly BridgeAccount[] }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<PointForm | null>(null);
  // The bridge chosen here ('' for none); undefined until the select is changed.
  const [typedBridge, setTypedBridge] = useState<string | undefined>(undefined);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = typed ?? formOf(stored, place);
  const problems = pointProblems(form);
  const serving = bridgeOfPoint(bridges, pointId);
  const bridgeId = typedBridge ?? serving?.id ?? '';
  const save = async () => {
    setTried(true);
    if (problems.length) return;
    setBusy(true);
    try {
      await saveEbarimtPoint(pointId, pointOf(form), typedBridge === undefined ? undefined : { bridgeId: typedBridge || null, bridges });
      setTyped(null);
      setTypedBridge(undefined);
      setTried(false);
      setSaved(true);
    } catch (e) {
      console.error('e-barimt point', e);
      void showFailure(refusedWriteText(e) ?? t('ebarimt.settings.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const input = (field: PointField) => (
    <td key={field} style={{ minWidth: FIELD_WIDTH[field] }}>
      <Input
        bsSize="sm"
        value={form[field]}
        maxLength={POINT_MAX_LENGTH[field]}
        inputMode={field === 'name' || field === 'posNo' ? 'text' : 'numeric'}
        aria-label={`${place}: ${t(`ebarimt.settings.fields.${field}`)}`}
        invalid={tried && problems.includes(field)}
        onChange={(e) => {
          setSaved(false);
          setTyped({ ...form, [field]: e.target.value });
        }}
        data-testid={`ebarimt-point-${field}`}
      />
      <FormFeedback>{t(`ebarimt.settings.errors.${field}`)}</FormFeedback>
    </td>
  );
  return (
    <tr data-testid="ebarimt-point" data-point={pointId} data-set={stored ? 'yes' : 'no'}>
      <td className="small">
        {place}
        {!stored && <div className="text-danger">{t('ebarimt.settings.notSet')}</div>}
      </td>
      {POINT_FIELDS.map(input)}
      <td style={{ minWidth: '11rem' }}>
        <Input
          type="select"
          bsSize="sm"
          value={bridgeId}
          aria-label={t('ebarimt.settings.bridgeOf', { place })}
          onChange={(e) => {
            setSaved(false);
            setTypedBridge(e.target.value);
          }}
          data-testid="ebarimt-point-bridge"
        >
          <option value="">{t('ebarimt.settings.noBridge')}</option>
          {bridges.map((b) => (
            <option key={b.id} value={b.id}>
              {b.isActive ? `${b.name} · ${b.email}` : t('ebarimt.settings.inactiveBridge', { name: `${b.name} · ${b.email}` })}
            </option>
          ))}
        </Input>
        {stored && !serving?.isActive && typedBridge === undefined && (
          <div className="small text-danger" data-testid="ebarimt-point-unserved">
            {t('ebarimt.settings.unserved')}
          </div>
        )}
      </td>
      <td className="text-nowrap">
        <Button size="sm" color="primary" disabled={busy || (typed === null && typedBridge === undefined)} onClick={() => void save()} data-testid="ebarimt-point-save">
          {busy && <Spinner size="sm" />} {t('ebarimt.settings.save')}
        </Button>
        {saved && (
          <i className="bi bi-check-lg text-success ms-1" role="status" aria-label={t('ebarimt.settings.saved')} data-testid="ebarimt-point-saved" />
        )}
      </td>
    </tr>
  );
}
