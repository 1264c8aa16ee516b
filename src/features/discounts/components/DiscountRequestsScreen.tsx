import '../texts';
import '../../../entities/product/texts';
import { useState } from 'react';
import { Alert, Button } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../auth/AuthProvider';
import { DataTable, Money, PageTitle, confirmDialog, refusedWriteText, showFailure, showLoading, showSuccess, type DataTableColumn } from '../../../components';
import { asStockConflict, conflictMessage } from '../../../entities/product/stockMessages';
import { cancelDiscountRequest, confirmDiscountRequest, useDiscountRequests, type RequestScope } from '../api/discountApi';
import { canApprove, formatSentAt, requesterName, type DiscountRequest } from '../domain/discountRequest';
import { ApproveDiscountDialog } from './ApproveDiscountDialog';

/** Page sizes: discount requests 10/25/50, default 10. */
const PAGE_SIZES = [10, 25, 50] as const;

export interface DiscountRequestsScreenProps {
  /** 'all': every pending request with approve and cancel (Admin, dev); 'own': the caller's own, cancel only. */
  mode: 'all' | 'own';
  title: string;
  breadcrumbs: readonly string[];
  testId: string;
}

/**
 * The discount request lists (docs/discounts.md): /discount-requests shows every pending
 * request with approve and cancel; the call centre's and the reception's lists show only the user's own
 * pending requests with cancel. Live: a request decided elsewhere leaves the list by itself.
 */
export function DiscountRequestsScreen({ mode, title, breadcrumbs, testId }: DiscountRequestsScreenProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const scope: RequestScope = mode === 'all' ? { kind: 'allPending' } : { kind: 'ownPending', userId: user.id };
  const list = useDiscountRequests(scope);
  const [approving, setApproving] = useState<DiscountRequest | null>(null);
  const approver = mode === 'all' && canApprove(user.role);

  const failureText = (error: unknown, fallback: string, name: string) => {
    if (error instanceof Error && error.name === 'RequestDecidedError') return t('discounts.decided', { name });
    const conflict = asStockConflict(error);
    return conflict ? conflictMessage(conflict, t) : (refusedWriteText(error) ?? fallback);
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
    showLoading();
    try {
      await cancelDiscountRequest(r, user);
    } catch (error) {
      console.error('cancel discount request', error);
      void showFailure(failureText(error, t('discounts.cancel.failed'), r.product.name));
      return;
    }
    void showSuccess(t('discounts.cancel.done'));
  };

  const approve = async (r: DiscountRequest, price: number): Promise<boolean> => {
    try {
      await confirmDiscountRequest(r, price, user);
    } catch (error) {
      console.error('approve discount', error);
      void showFailure(failureText(error, t('discounts.approve.failed'), r.product.name));
      return false;
    }
    void showSuccess(t('discounts.approve.done'));
    return true;
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
      {list.error && (
        <Alert color="danger" role="alert">
          {t('discounts.list.loadError')}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={list.data}
        rowKey="id"
        searchable
        pageSizes={PAGE_SIZES}
        defaultPageSize={10}
        loading={list.loading}
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
