import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useGetIdentity, useNotify, useRefresh } from 'react-admin';
import { useAdminAccess } from '../AccessContext';
import type { OrdersDataProvider } from './calls';
import { useManagers } from './choices';
import { callError } from './errors';
import type { AdminOrder } from './types';

/** Admin and the senior manager assign orders to anyone; a ManagerOrders user only takes an unassigned one. */
export function canAssignOthers(roles: readonly string[]): boolean {
  return roles.includes('Admin') || roles.includes('ManagerOrdersSenior');
}

const NOBODY = '';

/** The order's manager: a choice for seniors, 'Взять заказ себе' for a manager on an unassigned order. */
export function AssignManager({ order }: { order: AdminOrder }) {
  const { roles } = useAdminAccess();
  const dataProvider = useDataProvider<OrdersDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const managers = useManagers();
  const [choice, setChoice] = useState(order.manager_id === null ? NOBODY : String(order.manager_id));
  const [busy, setBusy] = useState(false);

  async function assign(managerId: number | null) {
    setBusy(true);
    try {
      await dataProvider.assignOrder(order.id, managerId);
      notify(managerId === null ? 'Менеджер снят с заказа' : 'Менеджер назначен', { type: 'success' });
      refresh();
    } catch (error) {
      const { message, fields } = callError(error);
      notify(fields['manager_id'] ?? message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (!canAssignOthers(roles)) {
    return (
      <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={2} useFlexGap>
        <Typography>Менеджер: {order.manager?.name ?? 'не назначен'}</Typography>
        {order.manager_id === null && identity && (
          <Button variant="outlined" disabled={busy} onClick={() => void assign(Number(identity.id))}>
            Взять заказ себе
          </Button>
        )}
      </Stack>
    );
  }

  const current = order.manager_id === null ? NOBODY : String(order.manager_id);
  return (
    <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={2} useFlexGap>
      <TextField
        select
        label="Менеджер"
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        size="small"
        fullWidth={false}
        sx={{ minWidth: 260 }}
        disabled={managers.isPending}
      >
        <MenuItem value={NOBODY}>Не назначен</MenuItem>
        {(managers.data ?? []).map((manager) => (
          <MenuItem key={manager.id} value={String(manager.id)}>
            {manager.name} ({manager.email})
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        disabled={busy || choice === current}
        onClick={() => void assign(choice === NOBODY ? null : Number(choice))}
      >
        Назначить
      </Button>
    </Stack>
  );
}
