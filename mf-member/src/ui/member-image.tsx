import { api } from '@wl/kit';
import { type ImgHTMLAttributes, useEffect, useState } from 'react';

/** Where the platform answers a member's own pictures: to their session's header only (issue 21 finding 4). */
const PRIVATE_MEDIA = /^\/wps\/member\/media\b/;

/**
 * The address an <img> can show for a picture of the member: a private picture is fetched with the session's
 * header and shown from memory (an object URL freed when it goes), never from a cache a next person could read;
 * any other address (a preset avatar, a chosen file's preview) as it is. Null until it is there.
 */
function useMemberImageUrl(src: string | null | undefined): string | null {
  const [shown, setShown] = useState<{ src: string; url: string } | null>(null);
  useEffect(() => {
    if (!src || !PRIVATE_MEDIA.test(src)) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    api
      .blob(src, { signal: controller.signal })
      .then((picture) => {
        objectUrl = URL.createObjectURL(picture);
        setShown({ src, url: objectUrl });
      })
      // a picture that cannot be had (signed out, removed) leaves its reserved place empty
      .catch(() => setShown(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);
  if (!src) return null;
  if (!PRIVATE_MEDIA.test(src)) return src;
  return shown?.src === src ? shown.url : null;
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined; width: number; height: number };

/** An <img> of a member's picture; its box is kept while the picture loads, so nothing moves. */
export function MemberImage({ src, width, height, className, alt, ...rest }: Props) {
  const url = useMemberImageUrl(src);
  if (!url) return <span className={className} style={{ display: 'inline-block', width, height }} aria-hidden="true" />;
  return <img {...rest} className={className} src={url} alt={alt} width={width} height={height} />;
}
