import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrate, serverDrawn } from '../test/serverDrawn';
import { rememberEarlyClicks, replayEarlyClick, stopRememberingClicks } from './earlyClicks';

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        Профиль
      </button>
      <p>{open ? 'открыто' : 'закрыто'}</p>
    </div>
  );
}

describe('early clicks', () => {
  it('a button tapped before hydration is clicked once after it', async () => {
    const container = serverDrawn(<Menu />);
    rememberEarlyClicks();
    container.querySelector('button')!.click();
    expect(container.querySelector('p')?.textContent).toBe('закрыто');

    stopRememberingClicks();
    await hydrate(container, <Menu />);
    act(() => replayEarlyClick());
    expect(container.querySelector('p')?.textContent).toBe('открыто');
    // Not again, and a tap after the take-over is the app's own.
    act(() => replayEarlyClick());
    act(() => container.querySelector('button')!.click());
    expect(container.querySelector('p')?.textContent).toBe('закрыто');
    container.remove();
  });

  it('nothing happens when nothing was tapped', () => {
    expect(() => replayEarlyClick()).not.toThrow();
  });
});
