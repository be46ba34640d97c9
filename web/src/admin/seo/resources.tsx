import { Resource } from 'react-admin';
import { SEO_TITLE } from './labels';
import { SeoCreate, SeoEdit, SeoList } from './SeoOverrides';
import type { SeoOverrideRecord } from './types';

/** The SEO section's resource (decision 0028), when the roles open the `seo` section. */
export function seoResources(sections: readonly string[]) {
  if (!sections.includes('seo')) return null;
  return (
    <Resource
      name="seo"
      list={SeoList}
      edit={SeoEdit}
      create={SeoCreate}
      options={{ label: SEO_TITLE }}
      recordRepresentation={(r: SeoOverrideRecord) => r.path}
    />
  );
}
