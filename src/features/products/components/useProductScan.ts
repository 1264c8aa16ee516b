import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findProductsBySku } from '../../../entities/product/skuLookup';
import type { Product } from '../../../entities/product/product';
import { scanRestriction, scanVerdict } from '../domain/scan';
import type { ProductFilters, ProductListKind, ProductScope } from '../domain/filters';

export interface ScanMessage {
  tone: 'success' | 'danger' | 'info';
  text: string;
}

export interface ProductScanOptions {
  kind: ProductListKind;
  scope: ProductScope;
  filters: Pick<ProductFilters, 'locationType' | 'locationId'>;
  /** An in-stock product that may be taken here: returns false when it was already selected. */
  onTake: (product: Product) => boolean;
  /** A product to show (the sold list): its code goes into the search. */
  onShow: (product: Product) => void;
  /** Called with the outcome, e.g. to beep. */
  onOutcome?: (ok: boolean) => void;
}

export interface ProductScan {
  /** Looks the code up and acts on it; resolves true when a product was taken or shown. */
  scan: (code: string) => Promise<boolean>;
  message: ScanMessage | null;
  dismiss: () => void;
}

/**
 * A product grid's answer to a scanned code (USB scanner, camera, or a code typed in the search
 * and confirmed with Enter): one lookup by sku within what the role may read (at most 5 reads),
 * then select, show, or say why not, naming the product.
 */
export function useProductScan({ kind, scope, filters, onTake, onShow, onOutcome }: ProductScanOptions): ProductScan {
  const { t } = useTranslation();
  const [message, setMessage] = useState<ScanMessage | null>(null);

  const scan = useCallback(
    async (code: string): Promise<boolean> => {
      const restriction = scanRestriction(scope);
      const sku = code.trim();
      const say = (ok: boolean, next: ScanMessage) => {
        setMessage(next);
        onOutcome?.(ok);
        return ok;
      };
      if (!restriction || sku === '') return say(false, { tone: 'danger', text: t('products.scan.unknown', { code: sku }) });
      let found: Product[];
      try {
        found = await findProductsBySku(sku, restriction);
      } catch (error) {
        console.error('scan lookup', error);
        return say(false, { tone: 'danger', text: t('products.scan.failed', { code: sku }) });
      }
      const verdict = scanVerdict(found, kind, filters);
      if (verdict.kind === 'take') {
        const p = verdict.product;
        const fresh = onTake(p);
        return say(true, { tone: fresh ? 'success' : 'info', text: t(fresh ? 'products.scan.taken' : 'products.scan.alreadySelected', { name: p.name, sku: p.sku }) });
      }
      if (verdict.kind === 'show') {
        onShow(verdict.product);
        return say(true, { tone: 'success', text: t('products.scan.shown', { name: verdict.product.name, sku: verdict.product.sku }) });
      }
      const p = verdict.product;
      return say(false, {
        tone: 'danger',
        text: p
          ? t(`products.scan.refusal.${verdict.refusal}`, { name: p.name, sku: p.sku, location: p.locationName })
          : t('products.scan.unknown', { code: sku }),
      });
    },
    [scope, kind, filters, onTake, onShow, onOutcome, t],
  );

  return { scan, message, dismiss: useCallback(() => setMessage(null), []) };
}
