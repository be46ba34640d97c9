import type { ReactNode } from 'react';
import { NumberField, NumberInput, TextField, TextInput } from 'react-admin';
import { CatalogList } from '../shared/CatalogList';
import { requiredText, SLUG } from '../shared/validators';
import type { Titled } from './titled';

interface HandbookProps {
  /** The field that names the entry in addresses: `slug` or `code`. */
  code: 'slug' | 'code';
  /** The handbook's own columns or inputs, between the code and the sort order. */
  children?: ReactNode;
}

/** A handbook's list: id, title and code, its own columns, then the sort order it is listed by. */
export function HandbookList({ code, children }: HandbookProps) {
  return (
    <CatalogList<Titled>
      narrow={{ primary: (entry) => entry.title, secondary: (entry) => entry[code] }}
      searchPlaceholder="Название или код"
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="id" />
      <TextField source="title" />
      <TextField source={code} />
      {children}
      <NumberField source="sort" />
    </CatalogList>
  );
}

/** A handbook's inputs: title and code, its own inputs, then the sort order. */
export function HandbookInputs({ code, codeHint, children }: HandbookProps & { codeHint?: string }) {
  return (
    <>
      <TextInput source="title" validate={requiredText(200)} />
      <TextInput source={code} validate={SLUG} helperText={codeHint} />
      {children}
      <NumberInput source="sort" step={1} helperText="Меньше — выше в списках" />
    </>
  );
}
