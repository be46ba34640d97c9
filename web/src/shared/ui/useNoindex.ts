import { useEffect } from 'react';

/**
 * Asks search engines to leave the page out (`<meta name="robots" content="noindex">`) while it is
 * shown: added when the head has no robots meta yet (the server may have written one), and the one
 * added here is removed on leaving.
 */
export function useNoindex(): void {
  useEffect(() => {
    if (document.head.querySelector('meta[name="robots"]')) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
