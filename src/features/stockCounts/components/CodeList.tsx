import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CardBody, CardHeader, Collapse } from 'reactstrap';

export interface CodeRow {
  code: string;
  name?: string;
  detail?: string;
  /** Shown muted in place of the name (e.g. "reading the name"). */
  note?: string;
}

/** Rows shown at first and added by each "show more": a 2,000-row list never renders at once. */
export const VISIBLE_ROWS = 50;
const MORE_ROWS = 200;

export interface CodeListProps {
  kind: string;
  title: string;
  hint: string;
  /** Builds the rows (called only while the list is open). */
  rows: () => CodeRow[];
  total: number;
  color: string;
  defaultOpen?: boolean;
  /** Under the header (e.g. "move here"). */
  actions?: React.ReactNode;
  /** Told the codes of the rows on screen whenever they change (a closed count reads their names). */
  onShow?: (codes: readonly string[]) => void;
}

/** One list of a count: a header with its size, collapsible, showing VISIBLE_ROWS rows at a time. */
export function CodeList({ kind, title, hint, rows, total, color, defaultOpen = false, actions, onShow }: CodeListProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const [shown, setShown] = useState(VISIBLE_ROWS);
  const all = open ? rows() : [];
  const visible = all.slice(0, shown);
  const shownCodes = visible.map((row) => row.code).join('\n');
  useEffect(() => {
    if (onShow && shownCodes) onShow(shownCodes.split('\n'));
  }, [onShow, shownCodes]);
  return (
    <Card className="mb-2" data-testid={`list-${kind}`}>
      <CardHeader
        role="button"
        tabIndex={0}
        aria-expanded={open}
        className="d-flex align-items-center gap-2 py-2"
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === ' ' || (e.key === 'Enter' && !e.defaultPrevented)) {
            e.preventDefault();
            setOpen((o) => !o);
          }
        }}
      >
        <i className={`bi ${open ? 'bi-chevron-down' : 'bi-chevron-right'}`} aria-hidden="true" />
        <span className="fw-semibold">{title}</span>
        <Badge color={color} pill data-testid={`list-${kind}-count`}>
          {total}
        </Badge>
        <span className="small text-body-secondary d-none d-md-inline ms-2">{hint}</span>
      </CardHeader>
      <Collapse isOpen={open}>
        <CardBody className="py-2">
          {actions}
          {open && total === 0 && <p className="text-body-secondary small mb-0">{t('stockCounts.detail.noRows')}</p>}
          {visible.length > 0 && (
            <ul className="list-unstyled mb-0 small" data-testid={`list-${kind}-rows`}>
              {visible.map((row) => (
                <li key={row.code} className="d-flex flex-wrap gap-2 py-1 border-bottom" data-code={row.code}>
                  <span className="font-monospace fw-semibold">{row.code}</span>
                  {row.name && <span>{row.name}</span>}
                  {row.note && <span className="text-body-secondary fst-italic">{row.note}</span>}
                  {row.detail && <span className="text-body-secondary">{row.detail}</span>}
                </li>
              ))}
            </ul>
          )}
          {all.length > shown && (
            <Button color="link" size="sm" className="px-0" onClick={() => setShown((n) => n + MORE_ROWS)}>
              {t('stockCounts.detail.showMore', { count: Math.min(MORE_ROWS, all.length - shown) })}
            </Button>
          )}
        </CardBody>
      </Collapse>
    </Card>
  );
}
