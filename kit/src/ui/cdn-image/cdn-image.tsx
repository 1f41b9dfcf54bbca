import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { resolveImageUrl } from './cdn-origin.ts';

export interface CdnImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  /** required: '' for a decorative image */
  alt: string;
  /** CDN origins for this image; default the page's list (setImageCdns) */
  cdns?: readonly string[];
}

/**
 * An image from the platform: relative paths go to the image CDN, loading is lazy, and an image that
 * fails to load disappears (spec section 8: a vendor icon that fails to load is hidden).
 */
export function CdnImage({ src, alt, cdns, onError, loading = 'lazy', decoding = 'async', ...rest }: CdnImageProps) {
  const url = src ? resolveImageUrl(src, cdns) : '';
  // Remember which address failed, so a new src gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return null;

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    setFailed(url);
    onError?.(event);
  };
  return <img {...rest} src={url} alt={alt} loading={loading} decoding={decoding} onError={handleError} />;
}
