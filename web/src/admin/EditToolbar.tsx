import { DeleteButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';

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
