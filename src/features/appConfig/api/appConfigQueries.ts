import { useEffect, useMemo, useRef, useState } from 'react';
import { useDocument, type QueryState } from '../../../firebase/queries';
import { BANNER_ID, INTROS_ID, type Banner, type IntroSlide } from '../domain/appConfig';
import { toBanner } from '../../../entities/appConfig/appConfig';
import { banners, intros } from '../../../entities/appConfig/appConfigCollection';
import { ensureBanner } from './appConfigWrites';

const READ_TAG = 'appConfig';

const EMPTY_BANNER = toBanner(undefined);

/** Live appConfigs/banner; creates it when missing. */
export function useBanner(): QueryState<Banner> {
  const ref = useMemo(() => banners.doc(BANNER_ID), []);
  const banner = useDocument(ref, { tag: READ_TAG });
  const [createError, setCreateError] = useState<Error | null>(null);
  const creating = useRef(false);
  const missing = !banner.loading && !banner.error && banner.data === null;
  useEffect(() => {
    if (!missing || creating.current) return;
    creating.current = true;
    ensureBanner().catch((error: unknown) => {
      console.error(error);
      setCreateError(error instanceof Error ? error : new Error(String(error)));
    });
  }, [missing]);
  return { data: banner.data ?? EMPTY_BANNER, loading: banner.loading, error: banner.error ?? createError };
}

/** Live appConfigs/intros.intros (an empty list while the document is missing). */
export function useIntroSlides(): QueryState<IntroSlide[]> {
  const ref = useMemo(() => intros.doc(INTROS_ID), []);
  const slides = useDocument(ref, { tag: READ_TAG });
  const data = useMemo(() => slides.data ?? [], [slides.data]);
  return { data, loading: slides.loading, error: slides.error };
}
