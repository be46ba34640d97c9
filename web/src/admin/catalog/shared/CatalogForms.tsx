import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Create, Edit, SimpleForm, type Identifier } from 'react-admin';

/** What a form sends instead of its values as they are (a resource's payload). */
type Transform = (data: Record<string, unknown>) => Record<string, unknown>;

/**
 * Edit page of a catalogue record. Pessimistic, so a 422 shows under its fields (react-admin's
 * server-side validation) and a refused delete (409) is a notification, not a silent undo. The
 * route gives the record's id; `id` shows one without a route; `title` replaces react-admin's
 * «Resource "name"».
 */
export function CatalogEdit({
  children,
  transform,
  id,
  title,
}: {
  children: ReactNode;
  transform?: Transform;
  id?: Identifier;
  title?: ReactElement;
}) {
  return (
    <Edit id={id} mutationMode="pessimistic" redirect="list" transform={transform} title={title}>
      <SimpleForm warnWhenUnsavedChanges>{children}</SimpleForm>
    </Edit>
  );
}

export function CatalogCreate({
  children,
  defaults,
  transform,
}: {
  children: ReactNode;
  defaults?: Record<string, unknown>;
  transform?: Transform;
}) {
  return (
    <Create redirect="list" transform={transform}>
      <SimpleForm defaultValues={defaults}>{children}</SimpleForm>
    </Create>
  );
}

/** The edit and create screens of a resource whose two forms are the same inputs. */
export function catalogForms(Inputs: ComponentType, defaults?: Record<string, unknown>, transform?: Transform, title?: ReactElement) {
  function Edit({ id }: { id?: Identifier }) {
    return (
      <CatalogEdit transform={transform} id={id} title={title}>
        <Inputs />
      </CatalogEdit>
    );
  }
  function Create() {
    return (
      <CatalogCreate defaults={defaults} transform={transform}>
        <Inputs />
      </CatalogCreate>
    );
  }
  return { Edit, Create };
}
