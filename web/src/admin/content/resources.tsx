import { Resource } from 'react-admin';
import { LayoutEdit, LayoutList } from '../layouts/Layouts';
import { LAYOUTS_TITLE } from '../layouts/titles';
import { areaLabel } from '../publicAreas';
import { PageCreate, PageEdit, PageList } from './Pages';
import { PAGES_TITLE } from './titles';
import { WIDGET_HOSTS_TITLE, WidgetHostCreate, WidgetHostEdit, WidgetHostList } from './WidgetHosts';

/** The content section's resources (decisions 0024 and 0026), when the roles open it. */
export function contentResources(sections: readonly string[]) {
  if (!sections.includes('content')) return null;
  return [
    <Resource
      key="pages"
      name="pages"
      list={PageList}
      edit={PageEdit}
      create={PageCreate}
      options={{ label: PAGES_TITLE }}
      recordRepresentation={(r: { title: string }) => r.title}
    />,
    <Resource
      key="layouts"
      name="layouts"
      list={LayoutList}
      edit={LayoutEdit}
      options={{ label: LAYOUTS_TITLE }}
      recordRepresentation={(r: { area: string }) => areaLabel(r.area)}
    />,
    sections.includes('content/widgets') && (
      <Resource
        key="widget-hosts"
        name="widget-hosts"
        list={WidgetHostList}
        edit={WidgetHostEdit}
        create={WidgetHostCreate}
        options={{ label: WIDGET_HOSTS_TITLE }}
        recordRepresentation={(r: { title: string }) => r.title}
      />
    ),
  ];
}
