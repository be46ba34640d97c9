import type { ComponentType, ReactNode } from 'react';
import { Create, Edit, SimpleForm } from 'react-admin';

/**
 * Edit page of a catalogue record. Pessimistic, so a 422 shows under its fields (react-admin's
 * server-side validation) and a refused delete (409) is a notification, not a silent undo.
 */
export function CatalogEdit({ children }: { children: ReactNode }) {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm warnWhenUnsavedChanges>{children}</SimpleForm>
    </Edit>
  );
}

export function CatalogCreate({ children, defaults }: { children: ReactNode; defaults?: Record<string, unknown> }) {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={defaults}>{children}</SimpleForm>
    </Create>
  );
}

/** The edit and create screens of a resource whose two forms are the same inputs. */
export function catalogForms(Inputs: ComponentType, defaults?: Record<string, unknown>) {
  function Edit() {
    return (
      <CatalogEdit>
        <Inputs />
      </CatalogEdit>
    );
  }
  function Create() {
    return (
      <CatalogCreate defaults={defaults}>
        <Inputs />
      </CatalogCreate>
    );
  }
  return { Edit, Create };
}
