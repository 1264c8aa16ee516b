import { useState } from 'react';
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import '../texts';
import { useProduct } from '../api/productQueries';
import type { Product } from '../../../entities/product/product';
import { ProductDetailsView } from './ProductDetailsView';
import { ProductEditForm } from './ProductEditForm';

export interface ProductDetailDialogProps {
  /** The product to show; null keeps the dialog closed. */
  productId: string | null;
  /** 'view': read-only (no picture remove buttons, no save); 'edit': the edit form with save and delete. */
  mode: 'view' | 'edit';
  onClose: () => void;
}

type Box = { kind: 'success' | 'error'; text: string } | null;

/** An error or success box with a close button (Хаах). */
function NoticeBox({ box, onClose }: { box: Box; onClose: () => void }) {
  const { t } = useTranslation();
  if (!box) return null;
  return (
    <Alert
      color={box.kind === 'success' ? 'success' : 'danger'}
      role={box.kind === 'success' ? 'status' : 'alert'}
      className="d-flex align-items-start gap-2 py-2"
      data-testid={`product-dialog-${box.kind}`}
    >
      <span className="flex-grow-1 text-break">{box.text}</span>
      <Button type="button" size="sm" color={box.kind === 'success' ? 'success' : 'danger'} outline onClick={onClose}>
        {t('productForm.close')}
      </Button>
    </Alert>
  );
}

interface DialogContentProps {
  productId: string;
  mode: 'view' | 'edit';
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onClose: () => void;
}

function DialogContent({ productId, mode, busy, setBusy, onClose }: DialogContentProps) {
  const { t } = useTranslation();
  const { data: product, loading, error } = useProduct(productId);
  const [box, setBox] = useState<Box>(null);
  // A new edit form after each save, filled from the saved product once Firestore delivers it (a
  // transaction's write reaches the listener only after the server has it).
  const [saves, setSaves] = useState(0);
  const [savedFrom, setSavedFrom] = useState<Product | null>(null);
  if (savedFrom && product && product !== savedFrom) {
    setSavedFrom(null);
    setSaves((n) => n + 1);
  }
  const close = busy ? undefined : onClose;
  const title = t(mode === 'edit' ? 'productForm.dialog.editTitle' : 'productForm.dialog.viewTitle');

  const footer = (
    <ModalFooter>
      <Button type="button" color="secondary" outline onClick={onClose}>
        {t('productForm.close')}
      </Button>
    </ModalFooter>
  );

  let body;
  if (loading) {
    body = (
      <>
        <ModalBody className="text-center py-5" role="status">
          <Spinner size="sm" className="me-2" aria-hidden="true" />
          {t('productForm.dialog.loading')}
        </ModalBody>
        {footer}
      </>
    );
  } else if (error || !product) {
    body = (
      <>
        <ModalBody>
          <Alert color="warning" className="mb-0">
            {error ? t('productForm.dialog.loadError', { error: error.message }) : t('productForm.dialog.missing')}
          </Alert>
        </ModalBody>
        {footer}
      </>
    );
  } else if (mode === 'view') {
    body = (
      <>
        <ModalBody>
          <ProductDetailsView product={product} />
        </ModalBody>
        {footer}
      </>
    );
  } else {
    body = (
      <ProductEditForm
        key={saves}
        product={product}
        notice={<NoticeBox box={box} onClose={() => setBox(null)} />}
        onSaving={() => setBox(null)}
        syncing={savedFrom !== null}
        onSaved={(before) => {
          setBox({ kind: 'success', text: t('productForm.saved') });
          setSavedFrom(before);
        }}
        onFailed={(text) => setBox({ kind: 'error', text })}
        onBusyChange={setBusy}
        onDeleted={() => {
          setBusy(false);
          onClose();
        }}
        onClose={onClose}
      />
    );
  }

  return (
    <div data-testid="product-dialog" data-mode={mode}>
      <ModalHeader toggle={close}>
        {title}
        {product && <span className="d-block small text-muted fw-normal text-break">{product.name}</span>}
      </ModalHeader>
      {body}
    </div>
  );
}

/**
 * The product detail and edit dialog (docs/products.md). `mode="view"` is read-only;
 * `mode="edit"` edits, saves and deletes. Closed while `productId` is null.
 */
export function ProductDetailDialog({ productId, mode, onClose }: ProductDetailDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal isOpen={productId !== null} toggle={busy ? undefined : onClose} backdrop={busy ? 'static' : true} size="lg" onClosed={() => setBusy(false)}>
      {productId !== null && (
        <DialogContent key={`${productId}-${mode}`} productId={productId} mode={mode} busy={busy} setBusy={setBusy} onClose={onClose} />
      )}
    </Modal>
  );
}
