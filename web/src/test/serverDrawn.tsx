import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** A container in the document holding `element` as the server draws it (decision 0034). */
export function serverDrawn(element: ReactElement): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/** The app takes the drawn markup over, as main.tsx does. */
export async function hydrate(container: HTMLElement, element: ReactElement): Promise<void> {
  await act(async () => {
    hydrateRoot(container, element);
  });
}
