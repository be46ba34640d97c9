import { useState, type ReactNode } from 'react';
import {
  Confirm,
  CreateBase,
  EditBase,
  Form,
  SaveButton,
  useDelete,
  useGetList,
  useNotify,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';

export interface InlineColumn<T> {
  label: string;
  render: (record: T) => ReactNode;
}

interface InlineRecordsProps<T extends RaRecord> {
  /** The child resource (event-programs, event-requirements, event-jury). */
  resource: string;
  /** The parent's key in the child: records with `{parentField: parentId}` are listed. */
  parentField: string;
  parentId: Identifier;
  columns: InlineColumn<T>[];
  /** The inputs of the add/edit dialog. */
  inputs: ReactNode;
  /** Display order (the server sorts by one field only). */
  order: (a: T, b: T) => number;
  /** The record in a few words, for the row buttons' accessible names («Изменить: …»). */
  describe: (record: T) => string;
  /** Dialog titles and the empty text, in Russian. */
  texts: { add: string; edit: string; empty: string; deleted: string; deleteTitle: string };
  defaults?: Record<string, unknown>;
}

type Dialogue = { kind: 'create' } | { kind: 'edit'; id: Identifier } | null;

/**
 * A parent's child records as a table with add, edit (in a dialog) and delete: the event's
 * program, final requirements and jury. The dialog's form shows the server's 422 under its fields.
 */
export function InlineRecords<T extends RaRecord>({
  resource,
  parentField,
  parentId,
  columns,
  inputs,
  order,
  describe,
  texts,
  defaults = {},
}: InlineRecordsProps<T>) {
  const notify = useNotify();
  const [dialogue, setDialogue] = useState<Dialogue>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const { data, isPending, error, refetch } = useGetList<T>(resource, {
    filter: { [parentField]: parentId },
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'id', order: 'ASC' },
  });
  const [remove, { isPending: removing }] = useDelete<T>();
  const rows = [...(data ?? [])].sort(order);

  const saved = (message: string) => {
    notify(message, { type: 'success' });
    setDialogue(null);
    void refetch();
  };
  const form = (
    <Form>
      <DialogContent>{inputs}</DialogContent>
      <DialogActions>
        <Button onClick={() => setDialogue(null)}>Отмена</Button>
        <SaveButton alwaysEnable />
      </DialogActions>
    </Form>
  );

  return (
    <>
      {isPending && <Typography color="text.secondary">Загрузка…</Typography>}
      {error && <Typography color="error">{error.message}</Typography>}
      {!isPending && !error && rows.length === 0 && <Typography color="text.secondary">{texts.empty}</Typography>}
      {rows.length > 0 && (
        <Table size="small" sx={{ mb: 2 }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label}>{column.label}</TableCell>
              ))}
              <TableCell align="right">Действия</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((record) => (
              <TableRow key={record.id} hover>
                {columns.map((column) => (
                  <TableCell key={column.label}>{column.render(record)}</TableCell>
                ))}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton aria-label={`Изменить: ${describe(record)}`} onClick={() => setDialogue({ kind: 'edit', id: record.id })}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={`Удалить: ${describe(record)}`} onClick={() => setDeleting(record)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setDialogue({ kind: 'create' })}>
        {texts.add}
      </Button>

      <Dialog open={dialogue !== null} onClose={() => setDialogue(null)} fullWidth maxWidth="sm" aria-labelledby={`${resource}-dialog`}>
        <DialogTitle id={`${resource}-dialog`}>{dialogue?.kind === 'edit' ? texts.edit : texts.add}</DialogTitle>
        {dialogue?.kind === 'create' && (
          <CreateBase
            resource={resource}
            record={{ ...defaults, [parentField]: parentId }}
            redirect={false}
            mutationOptions={{ onSuccess: () => saved('Сохранено') }}
          >
            {form}
          </CreateBase>
        )}
        {dialogue?.kind === 'edit' && (
          <EditBase
            resource={resource}
            id={dialogue.id}
            redirect={false}
            mutationMode="pessimistic"
            mutationOptions={{ onSuccess: () => saved('Сохранено') }}
          >
            {form}
          </EditBase>
        )}
      </Dialog>

      <Confirm
        isOpen={deleting !== null}
        loading={removing}
        title={texts.deleteTitle}
        content="Запись будет удалена без возможности восстановления."
        confirm="Удалить"
        cancel="Отмена"
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove(
            resource,
            { id: deleting.id, previousData: deleting },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setDeleting(null);
                notify(texts.deleted, { type: 'success' });
                void refetch();
              },
              onError: (failure) => notify(failure instanceof Error ? failure.message : 'Ошибка сервера', { type: 'error' }),
            },
          )
        }
      />
    </>
  );
}
