import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Edit, HttpError, Notification, SimpleForm, TextInput, type DataProvider, type UpdateParams } from 'react-admin';
import { describe, expect, test, vi } from 'vitest';
import { i18nProvider } from './i18n';
import { StatusMovesToolbar, type StatusMoves } from './StatusMovesToolbar';

type ThingStatus = 'open' | 'taken' | 'closed';
interface Thing {
  id: number;
  status: ThingStatus;
  manager_note: string | null;
}

const LABELS: Record<ThingStatus, string> = { open: 'Открыта', taken: 'Принята', closed: 'Закрыта' };
const MOVES: Record<ThingStatus, readonly ThingStatus[]> = { open: ['taken', 'closed'], taken: ['closed'], closed: [] };

const THING_MOVES: StatusMoves<ThingStatus, Thing> = {
  resource: 'things',
  moves: (status) => MOVES[status as ThingStatus],
  moveLabels: { open: 'Открыть', taken: 'Принять', closed: 'Закрыть' },
  primary: 'taken',
  statusLabel: (status) => LABELS[status as ThingStatus],
  statusNoun: 'Статус вещи',
  recordNoun: 'Вещь',
  ask: { closed: (thing) => ({ title: `Закрыть вещь № ${thing.id}?`, text: 'Закрытую вещь не открыть.' }) },
  keepLabel: 'Оставить',
};

/** A thing behind a data provider whose update answers with `answer` (the data sent, by default). */
function renderThing(thing: Thing, answer?: (params: UpdateParams<Thing>) => Promise<{ data: Thing }>) {
  const update = vi.fn((_resource: string, params: UpdateParams<Thing>) =>
    answer ? answer(params) : Promise.resolve({ data: { ...thing, ...params.data } }),
  );
  const dataProvider = {
    getOne: () => Promise.resolve({ data: thing }),
    update,
  } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <Edit resource="things" id={thing.id} mutationMode="pessimistic">
        <SimpleForm toolbar={<StatusMovesToolbar {...THING_MOVES} />}>
          <TextInput source="manager_note" label="Заметка менеджера" />
        </SimpleForm>
      </Edit>
      <Notification />
    </AdminContext>,
  );
  return update;
}

const buttons = () =>
  within(screen.getByRole('group', { name: 'Смена статуса' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('the status moves toolbar', { timeout: 20_000 }, () => {
  test('a move sends the note as it stands and names the new status in the success message; the primary move is the filled button', async () => {
    const update = renderThing({ id: 4, status: 'open', manager_note: null });
    const note = await screen.findByRole('textbox', { name: 'Заметка менеджера' });
    expect(buttons()).toEqual(['Принять', 'Закрыть']);
    expect(screen.getByRole('button', { name: 'Принять' }).className).toContain('MuiButton-contained');
    expect(screen.getByRole('button', { name: 'Закрыть' }).className).toContain('MuiButton-outlined');
    fireEvent.change(note, { target: { value: 'Принял Иванов' } });
    fireEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(await screen.findByText('Статус вещи: Принята')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]?.[1].data).toEqual({ id: 4, status: 'taken', manager_note: 'Принял Иванов' });
  });

  test('a move asked first sends nothing until it is confirmed; the keep button leaves the status', async () => {
    const update = renderThing({ id: 4, status: 'taken', manager_note: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Закрыть' }));
    const dialog = await screen.findByRole('dialog', { name: 'Закрыть вещь № 4?' });
    expect(dialog.textContent).toContain('Закрытую вещь не открыть.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Оставить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).not.toHaveBeenCalled();
  });

  test("a refused note shows as the note's problem above the buttons, another refusal as the server's message", async () => {
    let refusal = new HttpError('Проверьте поля формы', 422, { errors: { manager_note: 'Не длиннее 2000 символов' } });
    renderThing({ id: 4, status: 'open', manager_note: null }, () => Promise.reject(refusal));
    fireEvent.click(await screen.findByRole('button', { name: 'Принять' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Заметка менеджера: Не длиннее 2000 символов');

    refusal = new HttpError('Сервер недоступен', 503, {});
    fireEvent.click(screen.getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Сервер недоступен'));
  });

  test('a status without moves says it stays; the note is still saved', async () => {
    renderThing({ id: 4, status: 'closed', manager_note: null });
    expect(await screen.findByText('Вещь закрыта: статус больше не меняется')).toBeTruthy();
    expect(buttons()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Сохранить заметку' })).toBeTruthy();
  });
});
