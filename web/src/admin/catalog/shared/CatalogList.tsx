import type { ReactElement, ReactNode } from 'react';
import { Datagrid, List, SearchInput, SimpleList, type RaRecord, type SortPayload } from 'react-admin';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** What a narrow screen shows per record instead of the table's columns. */
export interface NarrowRow<T extends RaRecord> {
  primary: (record: T) => ReactNode;
  secondary?: (record: T) => ReactNode;
  tertiary?: (record: T) => ReactNode;
}

interface CatalogListProps<T extends RaRecord> {
  /** Columns of the table. */
  children: ReactNode;
  narrow: NarrowRow<T>;
  /** What the search box looks in (the first two fields of the resource, docs/api.md). */
  searchPlaceholder: string;
  filters?: ReactElement[];
  sort?: SortPayload;
}

/**
 * A catalogue list: search (`q`), the resource's filters, a table whose row opens the edit page
 * (a simple list on narrow screens). No bulk actions: deletes go one by one through the edit
 * page, where a refusal (409) is shown.
 */
export function CatalogList<T extends RaRecord>({
  children,
  narrow,
  searchPlaceholder,
  filters = [],
  sort = { field: 'id', order: 'ASC' },
}: CatalogListProps<T>) {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const allFilters = [<SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />, ...filters];
  return (
    <List filters={allFilters} sort={sort} perPage={25}>
      {small ? (
        <SimpleList<T> primaryText={narrow.primary} secondaryText={narrow.secondary} tertiaryText={narrow.tertiary} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          {children}
        </Datagrid>
      )}
    </List>
  );
}
