import '../texts';
import '../../../entities/product/texts';
import { useState } from 'react';
import { Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../auth/AuthProvider';
import { DataTable, Money, PageTitle, confirmDialog, type DataTableColumn, withAlerts } from '../../../components';
import { asStockConflict, conflictMessage } from '../../../entities/product/stockMessages';
import { useDiscountRequests, type RequestScope } from '../api/discountRequestQueries';
import { cancelDiscountRequest, confirmDiscountRequest } from '../api/discountRequestWrites';
import { canApprove, formatSentAt, requesterName, type DiscountRequest } from '../domain/discountRequest';
import { ApproveDiscountDialog } from '../components/ApproveDiscountDialog';
import { UnfinishedDiscountRequests } from '../components/UnfinishedDiscountRequests';

/** Page sizes: discount requests 10/25/50, default 10. */
const PAGE_SIZES = [10, 25, 50] as const;

/**
 * Which list a route shows: every pending request with approve and cancel (Admin, dev), or the
 * signed-in user's own pending requests with cancel (the call centre's and the reception's).
 */
export type DiscountRequestsKind = 'all' | 'callCentre' | 'store';

const KINDS: Record<DiscountRequestsKind, { testId: string; menu: string; section: string }> = {
  all: { testId: 'discount-requests-page', menu: 'menu.discountRequests', section: 'menu.sections.discountRequests' },
  callCentre: { testId: 'call-centre-discount-requests-page', menu: 'menu.callCentreDiscountRequests', section: 'menu.sections.callCentre' },
  store: { testId: 'store-filter-requests-page', menu: 'menu.storeFilterRequests', section: 'menu.sections.shop' },
};

/**
 * /discount-requests, /call-centre/discount-requests and /store/filterRequests (docs/discounts.md).
 * Live: a request decided elsewhere leaves the list by itself.
 */
export default function DiscountRequestsPage({ kind }: { kind: DiscountRequestsKind }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { testId, menu, section } = KINDS[kind];
  const title = t(menu);
  const breadcrumbs = [t(section), title];
  const scope: RequestScope = kind === 'all' ? { kind: 'allPending' } : { kind: 'ownPending', userId: user.id };
  const list = useDiscountRequests(scope);
  const [approving, setApproving] = useState<DiscountRequest | null>(null);
  const approver = kind === 'all' && canApprove(user.role);

  // Why a cancel or an approval failed, when the request or its product changed meanwhile.
  const explain = (name: string) => (error: unknown) => {
    if (error instanceof Error && error.name === 'RequestDecidedError') return t('discounts.decided', { name });
    const conflict = asStockConflict(error);
    return conflict ? conflictMessage(conflict, t) : undefined;
  };

  const cancel = async (r: DiscountRequest) => {
    const yes = await confirmDialog({
      title: t('discounts.cancel.title'),
      text: t('discounts.cancel.text'),
      confirmText: t('discounts.cancel.yes'),
      cancelText: t('discounts.cancel.no'),
      danger: true,
    });
    if (!yes) return;
    await withAlerts(() => cancelDiscountRequest(r, user), {
      success: t('discounts.cancel.done'),
      explain: explain(r.product.name),
      failure: t('discounts.cancel.failed'),
    });
  };

  const approve = async (r: DiscountRequest, price: number): Promise<boolean> => {
    const approved = await withAlerts(() => confirmDiscountRequest(r, price, user), {
      success: t('discounts.approve.done'),
      explain: explain(r.product.name),
      failure: t('discounts.approve.failed'),
    });
    return approved.ok;
  };

  const columns: DataTableColumn<DiscountRequest>[] = [
    {
      key: 'image',
      header: t('discounts.list.columns.image'),
      render: (r) =>
        r.product.pics[0] ? (
          <img
            src={r.product.pics[0].picUrl}
            alt={t('discounts.list.pictureOf', { name: r.product.name })}
            width={48}
            height={48}
            className="rounded border"
            style={{ objectFit: 'cover' }}
          />
        ) : (
          <span className="text-muted small">{t('discounts.list.noPicture')}</span>
        ),
    },
    {
      key: 'name',
      header: t('discounts.list.columns.name'),
      render: (r) => (
        <div style={{ minWidth: '10rem' }}>
          <div className="fw-semibold">{r.product.name}</div>
          <div className="small text-muted">
            {r.product.sku} · {r.product.locationName || r.locationName}
          </div>
        </div>
      ),
      searchValue: (r) => `${r.product.name} ${r.product.sku} ${r.locationName}`,
    },
    { key: 'originalPrice', header: t('discounts.list.columns.originalPrice'), render: (r) => <Money value={r.product.originalPrice} /> },
    {
      key: 'requestPrice',
      header: t('discounts.list.columns.requestPrice'),
      render: (r) => <Money value={r.requestPrice} className="fw-semibold" />,
    },
    {
      key: 'customer',
      header: t('discounts.list.columns.customer'),
      render: (r) => requesterName(r) || t('ui.common.noValue'),
      searchValue: (r) => requesterName(r),
    },
    {
      key: 'phone',
      header: t('discounts.list.columns.phone'),
      className: 'text-nowrap',
      render: (r) => r.createdUser.phone || t('ui.common.noValue'),
      searchValue: (r) => r.createdUser.phone,
    },
    { key: 'sentAt', header: t('discounts.list.columns.sentAt'), className: 'text-nowrap', render: (r) => formatSentAt(r.createdAtMs) },
    {
      key: 'actions',
      header: t('discounts.list.columns.actions'),
      className: 'text-end text-nowrap',
      render: (r) => (
        <div className="d-inline-flex gap-1">
          {approver && (
            <Button
              size="sm"
              color="success"
              outline
              onClick={() => setApproving(r)}
              aria-label={t('discounts.list.approveNamed', { name: r.product.name })}
              data-testid="discount-approve"
            >
              <i className="bi bi-check-lg" aria-hidden="true" /> <span className="d-none d-xxl-inline">{t('discounts.list.approve')}</span>
            </Button>
          )}
          <Button
            size="sm"
            color="danger"
            outline
            onClick={() => void cancel(r)}
            aria-label={t('discounts.list.cancelNamed', { name: r.product.name })}
            data-testid="discount-cancel"
          >
            <i className="bi bi-x-lg" aria-hidden="true" /> <span className="d-none d-xxl-inline">{t('discounts.list.cancel')}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div data-testid={testId}>
      <PageTitle title={title} breadcrumbs={breadcrumbs} />
      {/* The viewer's own requests of many products not yet sent (never other people's). */}
      <UnfinishedDiscountRequests />
      <DataTable
        columns={columns}
        rows={list.data}
        rowKey="id"
        searchable
        pageSizes={PAGE_SIZES}
        defaultPageSize={10}
        read={list}
        errorText={t('discounts.list.loadError')}
        ariaLabel={title}
        emptyText={t('discounts.list.empty')}
        compact
      />
      {approving && (
        <ApproveDiscountDialog
          key={approving.id}
          request={approving}
          isOpen
          onClose={() => setApproving(null)}
          onConfirm={(price) => approve(approving, price)}
        />
      )}
    </div>
  );
}
