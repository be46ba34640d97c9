import type { ReactElement, ReactNode } from 'react';
import { Datagrid, List, SearchInput, type SortPayload } from 'react-admin';

interface CatalogListProps {
  /** Columns of the table. */
  children: ReactNode;
  /** What the search box looks in (the first two fields of the resource, docs/api.md). */
  searchPlaceholder: string;
  filters?: ReactElement[];
  sort?: SortPayload;
}

/**
 * A catalogue list: search (`q`), the resource's filters, a table whose row opens the edit page.
 * No bulk actions: deletes go one by one through the edit page, where a refusal (409) is shown.
 */
export function CatalogList({ children, searchPlaceholder, filters = [], sort = { field: 'id', order: 'ASC' } }: CatalogListProps) {
  const allFilters = [<SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />, ...filters];
  return (
    <List filters={allFilters} sort={sort} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        {children}
      </Datagrid>
    </List>
  );
}
