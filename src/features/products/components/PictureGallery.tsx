import '../texts';
import { useState, type KeyboardEvent } from 'react';
import { Button, Modal, ModalBody, ModalHeader } from 'reactstrap';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../entities/product/product';

export interface PictureGalleryProps {
  /** The product whose pictures show; null keeps the gallery closed. */
  product: Pick<Product, 'name' | 'pics'> | null;
  onClose: () => void;
}

/** The pictures of one product: a large picture, previous/next (also the arrow keys), thumbnails. */
export function PictureGallery({ product, onClose }: PictureGalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const pics = product?.pics ?? [];
  const count = pics.length;
  const current = count > 0 ? Math.min(index, count - 1) : 0;
  const go = (delta: number) => setIndex((current + delta + count) % count);
  const onKeyDown = (e: KeyboardEvent) => {
    if (count < 2) return;
    if (e.key === 'ArrowLeft') go(-1);
    if (e.key === 'ArrowRight') go(1);
  };

  return (
    <Modal isOpen={product !== null} toggle={onClose} size="lg" centered onClosed={() => setIndex(0)}>
      <ModalHeader toggle={onClose}>
        <span className="text-break">{product?.name}</span>
      </ModalHeader>
      <ModalBody onKeyDown={onKeyDown} data-testid="picture-gallery">
        {count > 0 && (
          <>
            <div className="product-gallery-stage position-relative">
              <img src={pics[current].picUrl} alt={t('products.gallery.picture', { name: product?.name ?? '', index: current + 1 })} />
              {count > 1 && (
                <>
                  <Button color="dark" className="product-gallery-nav start-0 ms-2 opacity-75" onClick={() => go(-1)} aria-label={t('products.gallery.previous')}>
                    <i className="bi bi-chevron-left" aria-hidden="true" />
                  </Button>
                  <Button color="dark" className="product-gallery-nav end-0 me-2 opacity-75" onClick={() => go(1)} aria-label={t('products.gallery.next')}>
                    <i className="bi bi-chevron-right" aria-hidden="true" />
                  </Button>
                </>
              )}
            </div>
            <div className="text-center small text-muted my-2" aria-live="polite">
              {t('products.gallery.counter', { current: current + 1, total: count })}
            </div>
            {count > 1 && (
              <div className="d-flex flex-wrap justify-content-center gap-2">
                {pics.map((pic, i) => (
                  <button
                    key={pic.picUrl}
                    type="button"
                    className={`product-gallery-thumb btn p-0${i === current ? ' active' : ''}`}
                    onClick={() => setIndex(i)}
                    aria-label={t('products.gallery.thumb', { index: i + 1 })}
                    aria-current={i === current ? 'true' : undefined}
                  >
                    <img src={pic.picUrl} alt="" loading="lazy" />
                  </button>
                ))}
              </div>
            )}
          </>
        )}
      </ModalBody>
    </Modal>
  );
}
