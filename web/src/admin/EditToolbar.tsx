import type { ReactElement, ReactNode } from 'react';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, type Identifier } from 'react-admin';

interface EditToolbarProps {
  /** The delete confirmation's question and what follows from it. */
  remove: { title: string; content: string };
  /**
   * A field the list leaves out (an article's `blocks`): saving waits until the record read by
   * id has it, so a save of the list's copy never sends the record without it.
   */
  needs?: string;
}

/**
 * An edit form's toolbar: save, and delete after a confirmation saying what follows; a refusal
 * (409) is the server's message in a notification.
 */
export function EditToolbar({ remove, needs }: EditToolbarProps) {
  const record = useRecordContext();
  const loaded = needs === undefined || (record !== undefined && record[needs] !== undefined);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton disabled={!loaded} />
      <DeleteButton mutationMode="pessimistic" confirmTitle={remove.title} confirmContent={remove.content} redirect="list" />
    </Toolbar>
  );
}

/**
 * A one-form editor: saved when the server answers (pessimistic), back to the list after, a warning
 * before leaving unsaved changes, and the toolbar above. `id` for a test (react-admin's route gives
 * it otherwise).
 */
export function SimpleEditScreen({
  id,
  title,
  remove,
  children,
}: {
  id?: Identifier;
  title: ReactElement;
  remove: EditToolbarProps['remove'];
  children: ReactNode;
}) {
  return (
    <Edit id={id} mutationMode="pessimistic" redirect="list" title={title}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<EditToolbar remove={remove} />}>
        {children}
      </SimpleForm>
    </Edit>
  );
}
