import { Resource } from 'react-admin';
import { PageCreate, PageEdit, PageList } from './Pages';
import { PAGES_TITLE } from './titles';

/** The content section's resources (decision 0024), when the roles open it. */
export function contentResources(sections: readonly string[]) {
  if (!sections.includes('content')) return null;
  return (
    <Resource
      name="pages"
      list={PageList}
      edit={PageEdit}
      create={PageCreate}
      options={{ label: PAGES_TITLE }}
      recordRepresentation={(r: { title: string }) => r.title}
    />
  );
}
