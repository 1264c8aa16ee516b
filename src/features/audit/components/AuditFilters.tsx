import { Col, FormGroup, FormFeedback, Input, Label } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { AUDIT_KINDS, isAuditKind, type AuditActor, type AuditKind } from '../../../entities/audit/audit';

const ALL = 'all';

/** The person filter: the people entries name (null: everyone). */
export function PersonFilter({ value, people, failed, onChange }: { value: string | null; people: readonly AuditActor[]; failed: boolean; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  return (
    <Col xs={12} sm={6} md={4} lg={3}>
      <FormGroup noMargin>
        <Label for="audit-person" className="small mb-1">
          {t('audit.filters.person')}
        </Label>
        <Input
          id="audit-person"
          type="select"
          bsSize="sm"
          value={value ?? ALL}
          onChange={(e) => onChange(e.target.value === ALL ? null : e.target.value)}
          invalid={failed}
          data-testid="audit-person"
        >
          <option value={ALL}>{t('audit.filters.all')}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name || p.id}
              {p.role ? ` · ${t(`roles.${p.role}`, { defaultValue: p.role })}` : ''}
            </option>
          ))}
        </Input>
        {failed && <FormFeedback>{t('audit.filters.peopleError')}</FormFeedback>}
      </FormGroup>
    </Col>
  );
}

/** The kind filter (null: every kind). */
export function KindFilter({ value, onChange }: { value: AuditKind | null; onChange: (kind: AuditKind | null) => void }) {
  const { t } = useTranslation();
  return (
    <Col xs={12} sm={6} md={3} lg={2}>
      <FormGroup noMargin>
        <Label for="audit-kind" className="small mb-1">
          {t('audit.filters.kind')}
        </Label>
        <Input
          id="audit-kind"
          type="select"
          bsSize="sm"
          value={value ?? ALL}
          onChange={(e) => onChange(isAuditKind(e.target.value) ? e.target.value : null)}
          data-testid="audit-kind"
        >
          <option value={ALL}>{t('audit.filters.all')}</option>
          {AUDIT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`audit.kinds.${k}`)}
            </option>
          ))}
        </Input>
      </FormGroup>
    </Col>
  );
}
