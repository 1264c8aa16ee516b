import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../auth/sessionUser';
import type { Product } from '../../../entities/product/product';
import { findProductsBySku } from '../../../entities/product/skuLookup';
import { playScanSound, useBarcodeScanner } from '../../../components/scan';
import { MAX_SALE_PRODUCTS, type SaleKind } from '../domain/sale';
import { addVerdict, saleLookupRestriction } from '../domain/addByCode';
import type { SaleAction } from '../domain/saleDraft';

/**
 * The products step's codes: a scanned or typed code adds its product (within what the role may
 * read) with a message and a beep; a USB scanner's code does the same while `scanning` (the products
 * step is shown). Returns the handler for the code box and the camera.
 */
export function useSaleScan(
  kind: SaleKind,
  products: readonly Product[],
  user: Pick<SessionUser, 'role' | 'locationId'>,
  send: (action: SaleAction) => void,
  scanning: boolean,
): (code: string) => Promise<boolean> {
  const { t } = useTranslation();
  const addByCode = useCallback(
    async (code: string): Promise<boolean> => {
      let found: Product[];
      try {
        found = await findProductsBySku(code, saleLookupRestriction(user.role, user.locationId));
      } catch (e) {
        console.error('sale scan', e);
        send({ type: 'scanned', message: { tone: 'danger', text: t('products.scan.failed', { code }) } });
        return false;
      }
      const verdict = addVerdict(found, kind, products, user.locationId);
      if (verdict.kind === 'add') {
        const p = verdict.product;
        send({ type: 'scanned', product: p, message: { tone: 'success', text: t('selling.addCode.added', { name: p.name, sku: p.sku }) } });
        return true;
      }
      if (verdict.kind === 'already') {
        send({ type: 'scanned', message: { tone: 'info', text: t('selling.addCode.already', { name: verdict.product.name, sku: verdict.product.sku }) } });
        return true;
      }
      let text: string;
      if (verdict.kind === 'full') text = t('selling.addCode.full', { max: MAX_SALE_PRODUCTS });
      else if (verdict.kind === 'unknown') text = t('products.scan.unknown', { code });
      else {
        const p = verdict.product;
        text =
          verdict.refusal === 'elsewhere'
            ? t('selling.addCode.otherStore', { name: p.name, sku: p.sku, location: p.locationName })
            : t(`products.scan.refusal.${verdict.refusal}`, { name: p.name, sku: p.sku });
      }
      send({ type: 'scanned', message: { tone: 'danger', text } });
      return false;
    },
    [kind, products, send, t, user.locationId, user.role],
  );

  const addAndBeep = useCallback(
    async (code: string) => {
      const added = await addByCode(code);
      playScanSound(added ? 'ok' : 'error');
      return added;
    },
    [addByCode],
  );

  useBarcodeScanner((code) => void addAndBeep(code), { enabled: scanning });
  return addAndBeep;
}
