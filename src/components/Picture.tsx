import { useState, type CSSProperties, type ReactNode } from 'react';
import { isOnline, useOnline } from '../lib/network';

/** The picture lies over the whole box; while it loads it shows the box's background, not the placeholder. */
const OVER: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', background: 'inherit' };

export interface PictureProps {
  src: string;
  /** What the screen shows for an item without a picture: drawn under the picture. */
  placeholder: ReactNode;
  /** Default true: loaded when it nears the screen. */
  lazy?: boolean;
}

/**
 * A picture over the screen's "no picture" placeholder, in a positioned box (the caller's). Drawn,
 * the picture covers the placeholder; when it cannot be loaded (offline and not in the picture cache)
 * it is taken away and the placeholder shows, never a broken image (docs/offline.md). One that failed
 * offline is tried again when the connection is back. The last view's copy is this same markup:
 * index.html takes away a picture that fails there (docs/performance.md).
 */
export function Picture({ src, placeholder, lazy = true }: PictureProps) {
  const online = useOnline();
  const [failure, setFailure] = useState<{ src: string; online: boolean } | null>(null);
  const shown = !(failure && failure.src === src && (failure.online || !online));
  return (
    <>
      <span style={{ display: 'contents' }} aria-hidden={shown || undefined} data-picture-placeholder="">
        {placeholder}
      </span>
      {shown && <img src={src} alt="" loading={lazy ? 'lazy' : undefined} decoding="async" style={OVER} onError={() => setFailure({ src, online: isOnline() })} />}
    </>
  );
}
