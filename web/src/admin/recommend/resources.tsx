import { Resource } from 'react-admin';
import { RECOMMEND_TITLE } from './labels';
import { RecommendationCreate, RecommendationEdit, RecommendationList } from './Recommendations';
import type { RecommendationRecord } from './types';

/** The picks' resource (decision 0030), when the roles open the `recommend` section. */
export function recommendResources(sections: readonly string[]) {
  if (!sections.includes('recommend')) return null;
  return (
    <Resource
      name="recommendations"
      list={RecommendationList}
      edit={RecommendationEdit}
      create={RecommendationCreate}
      options={{ label: RECOMMEND_TITLE }}
      recordRepresentation={(r: RecommendationRecord) => r.item_title ?? `Рекомендация № ${r.id}`}
    />
  );
}
