import { useEffect, useState } from 'react';

/** Asks again while the server is still drawing (202), waiting longer each time: 2, 4, 8, 16 s. */
const FIRST_RETRY_MS = 2000;
const MAX_ATTEMPTS = 5;

/**
 * A dashboard thumbnail as a local image address, or null while there is none to show. The server
 * draws a thumbnail on its first request and answers 202 until it is ready (Superset's thumbnail
 * API), so an `<img>` on the address alone would stay empty for the whole visit; this asks again
 * until the picture comes. Anything else (an error, not an image) leaves null: the placeholder.
 */
export function useThumbnail(url: string | null): string | null {
  const [image, setImage] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let objectUrl: string | undefined;
    const attempt = async (n: number): Promise<void> => {
      let response: Response;
      try {
        response = await fetch(url, { credentials: 'include' });
      } catch {
        return;
      }
      if (cancelled) return;
      if (response.status === 202) {
        if (n + 1 < MAX_ATTEMPTS) timer = setTimeout(() => void attempt(n + 1), FIRST_RETRY_MS * 2 ** n);
        return;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('image/')) return;
      const blob = await response.blob();
      if (cancelled) return;
      objectUrl = URL.createObjectURL(blob);
      setImage({ url, src: objectUrl });
    };
    void attempt(0);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  // An image of an older address (the dashboard changed since) is not shown for the new one.
  return image && image.url === url ? image.src : null;
}
