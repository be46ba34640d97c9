import {
  AutocompleteInput,
  CreateBase,
  EditBase,
  Form,
  maxLength,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  TextInput,
  useNotify,
} from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { RESOURCES } from './calls';
import type { AdminPerformance, EventOrderItem, Option } from './types';

/** The server's limits (results/model.hpp). */
export const PERFORMANCE_LIMITS = { performer: 200, nomination: 160, piece: 200 } as const;

const ID_FIELDS = ['participant_id', 'user_id', 'order_item_id', 'age_category_id', 'creative_type_id'] as const;

/**
 * The body a performance's form sends: a cleared reference is null (not an empty string the
 * server would refuse), texts trimmed; an edit sends no order item (it only seeds a new one).
 */
export function performanceBody(data: Record<string, unknown>, creating: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['event_id', 'performer', 'nomination', 'piece', 'sort', ...ID_FIELDS]) {
    if (!(key in data)) continue;
    if (key === 'order_item_id' && !creating) continue;
    const value = data[key];
    if ((ID_FIELDS as readonly string[]).includes(key)) out[key] = value === '' || value === undefined ? null : value;
    else if (typeof value === 'string') out[key] = value.trim();
    else out[key] = value ?? null;
  }
  if (creating && (out['sort'] === null || out['sort'] === '')) delete out['sort'];
  return out;
}

/** «Заказ № 1024 — Ольга Смирнова, 2 участника (уже выступлений: 1)». */
export function orderItemText(item: EventOrderItem): string {
  const who = item.participant ? `${item.customer.name}, участник «${item.participant.name}»` : item.customer.name;
  const done = item.performances > 0 ? ` (уже выступлений: ${item.performances})` : '';
  return `Заказ № ${item.order_number} — ${who}, мест: ${item.count}${done}`;
}

const byQuery = (q: string) => ({ q });

function Inputs({
  options,
  orderItems,
  creating,
}: {
  options: { age_categories: Option[]; creative_types: Option[] };
  orderItems: readonly EventOrderItem[];
  creating: boolean;
}) {
  return (
    <Stack spacing={0.5}>
      {creating && orderItems.length > 0 && (
        <SelectInput
          source="order_item_id"
          label="Из заказа"
          choices={orderItems.map((item) => ({ id: item.id, name: orderItemText(item) }))}
          emptyText="Без заказа"
          helperText="Заказчик получит диплом и сможет оставить отзыв; его участник и имя подставятся сами"
          fullWidth
        />
      )}
      <TextInput
        source="performer"
        label="Исполнитель"
        helperText="Так имя будет напечатано в дипломе. Можно не заполнять, если выбран заказ или участник"
        validate={maxLength(PERFORMANCE_LIMITS.performer, `Не должно превышать ${PERFORMANCE_LIMITS.performer} символов`)}
        fullWidth
      />
      <TextInput
        source="nomination"
        label="Номинация"
        helperText="Например: Эстрадный вокал. Соло"
        validate={maxLength(PERFORMANCE_LIMITS.nomination, `Не должно превышать ${PERFORMANCE_LIMITS.nomination} символов`)}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <SelectInput
          source="age_category_id"
          label="Возрастная категория"
          choices={options.age_categories}
          optionText="title"
          emptyText="Без категории"
          fullWidth
        />
        <SelectInput
          source="creative_type_id"
          label="Вид творчества"
          choices={options.creative_types}
          optionText="title"
          emptyText="Не указан"
          fullWidth
        />
      </Stack>
      <TextInput
        source="piece"
        label="Произведение"
        validate={maxLength(PERFORMANCE_LIMITS.piece, `Не должно превышать ${PERFORMANCE_LIMITS.piece} символов`)}
        fullWidth
      />
      <ReferenceInput source="participant_id" reference={RESOURCES.participants} perPage={20}>
        <AutocompleteInput
          label="Портфолио участника"
          optionText={(p: { name: string; code: string }) => `${p.name} (${p.code})`}
          filterToQuery={byQuery}
          helperText="Результат появится в портфолио участника"
          noOptionsText="Участник не найден"
          fullWidth
        />
      </ReferenceInput>
      <ReferenceInput source="user_id" reference={RESOURCES.candidates} perPage={20}>
        <AutocompleteInput
          label="Аккаунт для диплома и отзыва"
          optionText={(u: { name: string; email: string }) => `${u.name} (${u.email})`}
          filterToQuery={byQuery}
          helperText="Этот пользователь увидит диплом в личном кабинете и сможет оставить отзыв"
          noOptionsText="Никого не нашли"
          fullWidth
        />
      </ReferenceInput>
      <NumberInput source="sort" label="Порядок выступления" min={0} helperText="Пусто — в конец программы" />
    </Stack>
  );
}

export interface PerformanceDialogProps {
  eventId: number;
  /** The performance to change; none for a new one. */
  performance?: AdminPerformance;
  options: { age_categories: Option[]; creative_types: Option[] };
  orderItems: readonly EventOrderItem[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A performance added or changed on the results screen: from scratch or from one of the event's
 * order items. Pessimistic: the server's 422 shows under its fields, a 409 (results published)
 * as a notification.
 */
export function PerformanceDialog({ eventId, performance, options, orderItems, onClose, onSaved }: PerformanceDialogProps) {
  const notify = useNotify();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const creating = performance === undefined;
  const mutationOptions = {
    onSuccess: () => {
      notify(creating ? 'Выступление добавлено' : 'Выступление сохранено', { type: 'success' });
      onSaved();
    },
  };
  const transform = (data: Record<string, unknown>) => performanceBody(data, creating);
  const form = (
    <Form defaultValues={creating ? { event_id: eventId } : undefined}>
      <DialogContent>
        {creating && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Обязательны исполнитель и номинация; из заказа или портфолио они подставятся сами.
          </Typography>
        )}
        <Inputs options={options} orderItems={orderItems} creating={creating} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <SaveButton label={creating ? 'Добавить' : 'Сохранить'} alwaysEnable />
      </DialogActions>
    </Form>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={small} aria-labelledby="performance-dialog-title">
      <DialogTitle id="performance-dialog-title">{creating ? 'Новое выступление' : `Выступление: ${performance.performer}`}</DialogTitle>
      {creating ? (
        <CreateBase resource={RESOURCES.performances} redirect={false} transform={transform} mutationOptions={mutationOptions}>
          {form}
        </CreateBase>
      ) : (
        <EditBase
          resource={RESOURCES.performances}
          id={performance.id}
          redirect={false}
          mutationMode="pessimistic"
          transform={transform}
          mutationOptions={mutationOptions}
        >
          {form}
        </EditBase>
      )}
    </Dialog>
  );
}
