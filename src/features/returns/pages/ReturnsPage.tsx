import '../texts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ListGroup, ListGroupItem, Spinner } from 'reactstrap';
import { Money, PageTitle, refusedWriteText } from '../../../components';
import { playScanSound, useBarcodeScanner } from '../../../components/scan';
import { CodeBox } from '../components/CodeBox';
import { useSessionUser } from '../../../auth/AuthProvider';
import type { Order } from '../../../entities/order/order';
import type { ReturnRequest } from '../../../entities/saleReturn/saleReturn';
import { formatDateTime } from '../../../lib/dates';
import { findSale, useMyReturnRequests, type Finder } from '../api/returnQueries';
import { ReturnDesk, type DeskStart } from '../components/ReturnDesk';
import { ReturnRequestsPanel } from '../components/ReturnRequestsPanel';
import { ReturnWindowSetting } from '../components/ReturnWindowSetting';
import { readDocument } from '../../../firebase/queries';
import { orders } from '../../../entities/order/orderDoc';
import { ShiftRequiredNotice } from '../../../entities/shift/ShiftRequiredNotice';
import { useCashDrawer } from '../../../entities/shift/useCashDrawer';

/**
 * /returns (docs/returns.md): the counter's returns and size exchanges. A scan (a product's label or a
 * receipt's barcode) or a phone finds the sale; the desk takes lines back and, for an exchange, sells
 * the new products, in one write. Admin, Manager and dev also decide the sellers' requests here and
 * set the window.
 */
export default function ReturnsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const approver = user.role === 'Admin' || user.role === 'Manager' || user.role === 'dev';
  // Money paid or paid back here belongs in the store's cash shift (docs/shifts.md).
  const drawer = useCashDrawer(user.isSeller ? user.locationId : null);
  const finder: Finder = useMemo(() => ({ role: user.role, storeId: user.isSeller ? user.locationId : null }), [user.role, user.isSeller, user.locationId]);
  const [start, setStart] = useState<DeskStart | null>(null);
  const [choices, setChoices] = useState<{ phone: string; orders: Order[] } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const lastCode = useRef('');

  const find = useCallback(
    async (code: string) => {
      const text = code.trim();
      if (!text) return;
      lastCode.current = text;
      setSearching(true);
      setMessage(null);
      try {
        const found = await findSale(text, finder);
        if (lastCode.current !== text) return;
        if (found.kind === 'none') {
          playScanSound('error');
          setMessage(t('returns.find.none', { code: text }));
          return;
        }
        playScanSound('ok');
        if (found.orders.length === 1) {
          setChoices(null);
          setStart({ order: found.orders[0], picked: found.product ? [found.product.id] : [], approval: null });
        } else {
          setStart(null);
          setChoices({ phone: text, orders: found.orders });
        }
      } catch (error) {
        console.error('find sale', error);
        playScanSound('error');
        setMessage(t('returns.find.failed', { reason: refusedWriteText(error) ?? t('returns.order.loadFailed') }));
      } finally {
        setSearching(false);
      }
    },
    [finder, t],
  );

  // A scanner's code finds the sale while none is open (the desk listens itself once one is).
  useBarcodeScanner((code) => void find(code), { enabled: start === null });

  const openRequest = useCallback(
    async (req: ReturnRequest) => {
      const order = await readDocument(orders.doc(req.orderId), 'returns').catch(() => null);
      if (!order) {
        setMessage(t('returns.errors.orderChanged'));
        return;
      }
      setChoices(null);
      setStart({ order, picked: req.productIds, approval: req.id });
    },
    [t],
  );

  return (
    <>
      <PageTitle title={t('returns.title')} />
      <ShiftRequiredNotice drawer={drawer.data} />
      {approver && <ReturnRequestsPanel user={user} />}
      {start ? (
        <ReturnDesk
          key={`${start.order.id}-${start.approval ?? ''}`}
          start={start}
          user={user}
          finder={finder}
          onClose={() => setStart(null)}
          onNextScan={(code) => {
            setStart(null);
            void find(code);
          }}
        />
      ) : (
        <>
          <FindBox onFind={find} searching={searching} message={message} />
          {choices && <OrderChoices phone={choices.phone} orders={choices.orders} onPick={(order) => setStart({ order, picked: [], approval: null })} />}
          {user.isSeller && <MyRequests userId={user.id} onOpen={(req) => void openRequest(req)} />}
          {approver && <ReturnWindowSetting />}
        </>
      )}
    </>
  );
}

function FindBox({ onFind, searching, message }: { onFind: (code: string) => Promise<void>; searching: boolean; message: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="card card-body mb-3" data-testid="return-find">
      <CodeBox
        label={t('returns.find.label')}
        placeholder={t('returns.find.placeholder')}
        onCode={(code) => onFind(code).then(() => true)}
        testId="return-find-code"
        action={{ label: searching ? <Spinner size="sm" /> : t('returns.find.button'), disabled: searching, testId: 'return-find-button' }}
      />
      {searching && (
        <div className="small text-body-secondary mt-2" role="status">
          {t('returns.find.searching')}
        </div>
      )}
      {message && (
        <Alert color="warning" className="py-2 mt-2 mb-0" role="alert" data-testid="return-find-message">
          {message}
        </Alert>
      )}
    </section>
  );
}

function OrderChoices({ phone, orders: list, onPick }: { phone: string; orders: Order[]; onPick: (order: Order) => void }) {
  const { t } = useTranslation();
  return (
    <section className="mb-3" data-testid="return-choices">
      <h2 className="h6">{t('returns.find.choose', { phone })}</h2>
      <ListGroup>
        {list.map((o) => (
          <ListGroupItem key={o.id} className="d-flex justify-content-between align-items-center gap-2">
            <span>
              <strong>{formatDateTime(o.createdAt.toMillis())}</strong> · {o.products.map((l) => l.name).join(', ')} · <Money value={o.soldTotalPrice} />
            </span>
            <Button size="sm" color="primary" onClick={() => onPick(o)} data-testid="return-choose">
              {t('returns.find.pick')}
            </Button>
          </ListGroupItem>
        ))}
      </ListGroup>
    </section>
  );
}

function MyRequests({ userId, onOpen }: { userId: string; onOpen: (req: ReturnRequest) => void }) {
  const { t } = useTranslation();
  const { data } = useMyReturnRequests(userId);
  const open = data.filter((r) => r.state === 'pending' || r.state === 'approved' || r.state === 'refused');
  if (open.length === 0) return null;
  return (
    <section className="mb-3" data-testid="my-return-requests">
      <h2 className="h6">{t('returns.mine.title')}</h2>
      <ListGroup>
        {open.map((r) => (
          <ListGroupItem key={r.id} className="d-flex justify-content-between align-items-center gap-2" data-testid="my-return-request" data-state={r.state}>
            <span>
              {formatDateTime(r.createdAtMs)} · {r.contactName || t('returns.order.walkIn')} · <Money value={r.returnedTotal} /> ·{' '}
              <strong>{t(`returns.mine.state.${r.state}`)}</strong>
            </span>
            {r.state !== 'refused' && (
              <Button size="sm" color="primary" onClick={() => onOpen(r)} data-testid="my-return-request-open">
                {t('returns.mine.open')}
              </Button>
            )}
          </ListGroupItem>
        ))}
      </ListGroup>
    </section>
  );
}
