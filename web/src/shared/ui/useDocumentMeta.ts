import { useEffect } from 'react';

/** Puts `description` into <meta name="description">, adding the element when the head has none. */
export function writeDescription(description: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/** Keeps <title> and <meta name="description"> in step with the page (the server sets them first). */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description !== undefined) writeDescription(description);
  }, [title, description]);
}
