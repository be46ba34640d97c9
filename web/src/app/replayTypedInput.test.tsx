import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrate, serverDrawn } from '../test/serverDrawn';
import { replayTypedInput } from './replayTypedInput';

function Form() {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [consent, setConsent] = useState(false);
  const [city, setCity] = useState('Москва');
  const [sort, setSort] = useState('date');
  return (
    <form>
      <input aria-label="Имя" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea aria-label="Комментарий" value={note} onChange={(e) => setNote(e.target.value)} />
      <input aria-label="Согласие" type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
      <input aria-label="Город" value={city} onChange={(e) => setCity(e.target.value)} />
      <select aria-label="Сортировка" value={sort} onChange={(e) => setSort(e.target.value)}>
        <option value="date">По дате</option>
        <option value="price">По цене</option>
      </select>
      <output>{`${name}|${note}|${consent ? 'да' : 'нет'}|${city}|${sort}`}</output>
    </form>
  );
}

describe('replayTypedInput', () => {
  it('puts what was typed and ticked before hydration into the state; untouched fields stay', async () => {
    const container = serverDrawn(<Form />);
    // The visitor fills the drawn form before the app arrives.
    container.querySelector<HTMLInputElement>('input[aria-label="Имя"]')!.value = 'Ольга';
    container.querySelector<HTMLTextAreaElement>('textarea')!.value = 'Позвоните после 18:00';
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    container.querySelector('select')!.value = 'price';

    await hydrate(container, <Form />);
    expect(container.querySelector('output')?.textContent).toBe('||нет|Москва|date');

    act(() => replayTypedInput(container));
    expect(container.querySelector('output')?.textContent).toBe('Ольга|Позвоните после 18:00|да|Москва|price');
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);

    act(() => replayTypedInput(container));
    expect(container.querySelector('output')?.textContent).toBe('Ольга|Позвоните после 18:00|да|Москва|price');
    container.remove();
  });
});
