import { Resource, type RaRecord } from 'react-admin';
import { ServiceCategoryCreate, ServiceCategoryEdit, ServiceCategoryList } from './ServiceCategories';
import { ServiceCreate, ServiceEdit, ServiceList, SpecialServiceCreate, SpecialServiceList } from './Services';

const text = (field: string) => (record: RaRecord) => String(record[field] ?? '');

/**
 * The services admin's resources for the sections granted (Admin only); the categories are
 * declared anyway so a service's category reads as its title.
 */
export function serviceResources(sections: readonly string[]) {
  const granted = new Set(sections);
  return [
    granted.has('services') && (
      <Resource
        key="services"
        name="services"
        list={ServiceList}
        create={ServiceCreate}
        edit={ServiceEdit}
        options={{ label: 'Услуги' }}
        recordRepresentation={text('name')}
      />
    ),
    granted.has('services/special') && (
      <Resource
        key="special-services"
        name="special-services"
        list={SpecialServiceList}
        create={SpecialServiceCreate}
        edit={ServiceEdit}
        options={{ label: 'Специальные услуги' }}
        recordRepresentation={text('name')}
      />
    ),
    granted.has('services/categories') ? (
      <Resource
        key="service-categories"
        name="service-categories"
        list={ServiceCategoryList}
        create={ServiceCategoryCreate}
        edit={ServiceCategoryEdit}
        options={{ label: 'Категории услуг' }}
        recordRepresentation={text('title')}
      />
    ) : (
      <Resource key="service-categories" name="service-categories" recordRepresentation={text('title')} />
    ),
  ];
}
