import { Resource, type RaRecord, type ResourceProps } from 'react-admin';
import { ServiceCategoryCreate, ServiceCategoryEdit, ServiceCategoryList } from './ServiceCategories';
import { ServiceCreate, ServiceEdit, ServiceList, SpecialServiceCreate, SpecialServiceList } from './Services';

const text = (field: string) => (record: RaRecord) => String(record[field] ?? '');

/** A resource with its pages, its menu label and the field a record reads as. */
function resource(name: string, label: string, field: string, pages: Pick<ResourceProps, 'list' | 'create' | 'edit'>) {
  return <Resource key={name} name={name} {...pages} options={{ label }} recordRepresentation={text(field)} />;
}

/**
 * The services admin's resources for the sections granted (Admin only); the categories are
 * declared anyway so a service's category reads as its title.
 */
export function serviceResources(sections: readonly string[]) {
  const granted = new Set(sections);
  return [
    granted.has('services') && resource('services', 'Услуги', 'name', { list: ServiceList, create: ServiceCreate, edit: ServiceEdit }),
    granted.has('services/special') &&
      resource('special-services', 'Специальные услуги', 'name', {
        list: SpecialServiceList,
        create: SpecialServiceCreate,
        edit: ServiceEdit,
      }),
    granted.has('services/categories') ? (
      resource('service-categories', 'Категории услуг', 'title', {
        list: ServiceCategoryList,
        create: ServiceCategoryCreate,
        edit: ServiceCategoryEdit,
      })
    ) : (
      <Resource key="service-categories" name="service-categories" recordRepresentation={text('title')} />
    ),
  ];
}
