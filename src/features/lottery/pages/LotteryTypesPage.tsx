import '../texts';
import { useEffect, useState } from 'react';
import 'sweetalert2/dist/sweetalert2.min.css';
import { Badge, Button, Modal, ModalBody, ModalHeader } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import { DataTable, Money, PageTitle, confirmDialog, refusedWriteText, showSuccess, type DataTableColumn, withAlerts } from '../../../components';
import { LotteryTypeError, deleteLotteryType, drawWinner, saveLotteryType } from '../api/lotteryTypeWrites';
import { useLotteryTypeList } from '../api/lotteryTypeQueries';
import { LotteryTypeFormModal } from '../components/LotteryTypeFormModal';
import {
  LOTTERY_TYPE_PAGE_SIZES,
  canDraw,
  formatLotteryTime,
  type LotteryType,
  type LotteryTypeFormValues,
} from '../domain/lotteryType';

type Editing = { mode: 'add' } | { mode: 'edit'; type: LotteryType } | null;

/** The current time, refreshed every 30 s (a period that ends while the page is open gets its draw button). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** 'YYYY-MM-DD HH:mm'; on a narrow table the time wraps under the date. */
function DateTimeCell({ ms, testId }: { ms: number; testId: string }) {
  const [date, time] = formatLotteryTime(ms).split(' ');
  return (
    <span data-testid={testId}>
      <span className="text-nowrap">{date}</span> <span className="text-nowrap">{time}</span>
    </span>
  );
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/**
 * /lottery-type (Manager, Admin, dev): the lottery types with their period, prize and winner; add,
 * edit, delete (refused while the type has tickets) and, once a period is over, draw its winner.
 */
export default function LotteryTypesPage() {
  const { t } = useTranslation();
  const list = useLotteryTypeList();
  const now = useNow();
  const [editing, setEditing] = useState<Editing>(null);
  const [formKey, setFormKey] = useState(0);
  const [enlarged, setEnlarged] = useState<LotteryType | null>(null);

  const open = (next: Editing) => {
    setFormKey((k) => k + 1);
    setEditing(next);
  };

  const problemText = (error: unknown, type?: LotteryType): string => {
    if (error instanceof LotteryTypeError) {
      const p = error.problem;
      const name = type?.name ?? '';
      switch (p.kind) {
        case 'overlap':
          return `${t('lotteryTypes.validation.overlap')}. ${t('lotteryTypes.validation.overlapWith', {
            name: p.other.name,
            start: formatLotteryTime(p.other.startAt),
            end: formatLotteryTime(p.other.endAt),
          })}`;
        case 'hasTickets':
          return t('lotteryTypes.hasTickets', { count: p.count, name });
        case 'noTickets':
          return t('lotteryTypes.noTickets', { name });
        case 'alreadyDrawn':
          return t('lotteryTypes.alreadyDrawn', { name });
        case 'notOver':
          return t('lotteryTypes.notOver', { name });
      }
    }
    return refusedWriteText(error) ?? t('lotteryTypes.errorReason', { reason: reasonOf(error) });
  };

  const submit = async (values: LotteryTypeFormValues): Promise<string | null> => {
    const existing = editing?.mode === 'edit' ? editing.type : undefined;
    try {
      await saveLotteryType({ existing, values });
    } catch (error) {
      console.error('lottery type save', error);
      return problemText(error);
    }
    void showSuccess(t(existing ? 'lotteryTypes.saved' : 'lotteryTypes.added'));
    return null;
  };

  const remove = async (type: LotteryType) => {
    const yes = await confirmDialog({
      title: t('lotteryTypes.deleteTitle'),
      text: t('lotteryTypes.deleteText', { name: type.name }),
      confirmText: t('lotteryTypes.delete'),
      cancelText: t('lotteryTypes.cancel'),
      danger: true,
    });
    if (!yes) return;
    // A refusal stays on screen until closed: it names what stands in the way.
    await withAlerts(() => deleteLotteryType(type), {
      success: t('lotteryTypes.deleted'),
      explain: (error) =>
        error instanceof LotteryTypeError
          ? { title: t('lotteryTypes.cannotDelete'), text: problemText(error, type), icon: 'warning' }
          : { title: t('lotteryTypes.errorTitle'), text: problemText(error, type), icon: 'error' },
    });
  };

  const draw = async (type: LotteryType) => {
    const yes = await confirmDialog({
      title: t('lotteryTypes.drawTitle'),
      text: t('lotteryTypes.drawText', { name: type.name }),
      confirmText: t('lotteryTypes.drawConfirm'),
      cancelText: t('lotteryTypes.cancel'),
    });
    if (!yes) return;
    // The winner stays on screen until closed, to be read out or noted down.
    await withAlerts(() => drawWinner(type), {
      success: (ticket) => ({
        title: t('ui.alert.successTitle'),
        // A walk-in buyer's ticket (no customer record) is known by its phone alone.
        text: ticket.userId
          ? t('lotteryTypes.drawn', { firstName: ticket.user.firstName, phone: ticket.user.phone, code: ticket.id })
          : t('lotteryTypes.drawnWalkIn', { phone: ticket.user.phone, code: ticket.id }),
        icon: 'success',
      }),
      explain: (error) => ({
        title: t('lotteryTypes.errorTitle'),
        text: problemText(error, type),
        icon: error instanceof LotteryTypeError ? 'warning' : 'error',
      }),
    });
  };

  const status = (type: LotteryType) =>
    type.endAt < now ? 'ended' : type.startAt > now ? 'upcoming' : 'running';

  const columns: DataTableColumn<LotteryType>[] = [
    {
      key: 'name',
      header: t('lotteryTypes.columns.name'),
      render: (x) => {
        const s = status(x);
        return (
          <div style={{ minWidth: '9rem' }}>
            <div className="fw-semibold" data-testid="lottery-type-name">{x.name}</div>
            <Badge pill color={s === 'running' ? 'success' : s === 'upcoming' ? 'info' : 'secondary'} className="fw-normal">
              {t(`lotteryTypes.status.${s}`)}
            </Badge>
          </div>
        );
      },
      searchValue: (x) => x.name,
    },
    {
      key: 'price',
      header: t('lotteryTypes.columns.price'),
      className: 'text-end text-nowrap',
      render: (x) => <Money value={x.price} />,
      searchValue: (x) => String(x.price),
    },
    {
      key: 'start',
      header: t('lotteryTypes.columns.start'),
      render: (x) => <DateTimeCell ms={x.startAt} testId="lottery-type-start" />,
      searchValue: (x) => formatLotteryTime(x.startAt),
    },
    {
      key: 'end',
      header: t('lotteryTypes.columns.end'),
      render: (x) => <DateTimeCell ms={x.endAt} testId="lottery-type-end" />,
      searchValue: (x) => formatLotteryTime(x.endAt),
    },
    {
      key: 'winner',
      header: t('lotteryTypes.columns.winner'),
      className: 'text-nowrap',
      render: (x) => {
        if (x.winner || x.winnerId) {
          return (
            <div data-testid="lottery-type-winner">
              <div className="fw-semibold">{x.winner?.firstName || (x.winnerId ? t('ui.common.noValue') : t('lotteryTypes.winner.walkIn'))}</div>
              <div className="small">{x.winner?.phone}</div>
              {x.winnerTicketId && <div className="small text-muted">{t('lotteryTypes.winner.ticket', { code: x.winnerTicketId })}</div>}
            </div>
          );
        }
        if (canDraw(x, now)) {
          return (
            <Button size="sm" color="success" onClick={() => void draw(x)} aria-label={t('lotteryTypes.drawNamed', { name: x.name })} data-testid="lottery-type-draw">
              <i className="bi bi-shuffle" aria-hidden="true" /> {t('lotteryTypes.drawShort')}
            </Button>
          );
        }
        return <span className="text-muted small">{t('lotteryTypes.status.notDrawn')}</span>;
      },
      searchValue: (x) => (x.winner ? `${x.winner.firstName} ${x.winner.phone} ${x.winnerTicketId ?? ''}` : ''),
    },
    {
      key: 'prizeName',
      header: t('lotteryTypes.columns.prizeName'),
      render: (x) => <div style={{ minWidth: '8rem' }}>{x.prizeName}</div>,
      searchValue: (x) => x.prizeName,
    },
    {
      key: 'prizeImage',
      header: t('lotteryTypes.columns.prizeImage'),
      render: (x) =>
        x.prizeImage ? (
          <button
            type="button"
            className="btn btn-link p-0 border-0"
            onClick={() => setEnlarged(x)}
            aria-label={t('lotteryTypes.enlarge', { name: x.name })}
          >
            <img
              src={x.prizeImage.url}
              alt={t('lotteryTypes.imageOf', { name: x.name })}
              width={56}
              height={56}
              className="rounded border"
              style={{ objectFit: 'cover' }}
              data-testid="lottery-type-prize-image"
            />
          </button>
        ) : (
          <span className="text-muted small">{t('lotteryTypes.noImage')}</span>
        ),
    },
    {
      key: 'actions',
      header: t('lotteryTypes.columns.actions'),
      className: 'text-end text-nowrap',
      render: (x) => (
        <div className="d-inline-flex gap-1">
          <Button
            size="sm"
            color="primary"
            outline
            onClick={() => open({ mode: 'edit', type: x })}
            aria-label={t('lotteryTypes.editNamed', { name: x.name })}
            title={t('lotteryTypes.edit')}
          >
            <i className="bi bi-pencil" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            color="danger"
            outline
            onClick={() => void remove(x)}
            aria-label={t('lotteryTypes.deleteNamed', { name: x.name })}
            title={t('lotteryTypes.delete')}
          >
            <i className="bi bi-trash" aria-hidden="true" />
          </Button>
        </div>
      ),
    },
  ];

  const title = t('lotteryTypes.title');
  return (
    <div data-testid="lottery-types">
      <PageTitle title={title} breadcrumbs={[t('menu.sections.lottery'), title]} />
      <DataTable
        columns={columns}
        rows={list.data}
        rowKey="id"
        searchable
        pageSizes={LOTTERY_TYPE_PAGE_SIZES}
        defaultPageSize={10}
        read={list}
        errorText={t('lotteryTypes.loadError')}
        ariaLabel={title}
        emptyText={t('lotteryTypes.empty')}
        toolbar={
          <Button color="primary" size="sm" onClick={() => open({ mode: 'add' })} data-testid="lottery-type-add">
            <i className="bi bi-plus-lg" aria-hidden="true" /> {t('lotteryTypes.add')}
          </Button>
        }
      />
      {editing && (
        <LotteryTypeFormModal
          key={formKey}
          type={editing.mode === 'edit' ? editing.type : undefined}
          types={list.data}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
      <Modal isOpen={enlarged !== null} toggle={() => setEnlarged(null)} centered size="lg">
        <ModalHeader toggle={() => setEnlarged(null)}>{enlarged?.prizeName}</ModalHeader>
        <ModalBody className="text-center">
          {enlarged?.prizeImage && (
            <img
              src={enlarged.prizeImage.url}
              alt={t('lotteryTypes.imageOf', { name: enlarged.name })}
              className="img-fluid rounded"
              style={{ maxHeight: '70vh' }}
              data-testid="lottery-type-prize-large"
            />
          )}
        </ModalBody>
      </Modal>
    </div>
  );
}
