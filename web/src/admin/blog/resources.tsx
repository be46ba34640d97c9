import { Resource } from 'react-admin';
import { ArticleCreate, ArticleEdit, ArticleList } from './Articles';
import { ArticleTypeCreate, ArticleTypeEdit, ArticleTypeList } from './ArticleTypes';
import { ARTICLE_TYPES_TITLE, ARTICLES_TITLE } from './labels';

/** The blog's resources (decision 0027), when the roles open the `blogs` section. */
export function blogResources(sections: readonly string[]) {
  if (!sections.includes('blogs')) return null;
  return [
    <Resource
      key="articles"
      name="articles"
      list={ArticleList}
      edit={ArticleEdit}
      create={ArticleCreate}
      options={{ label: ARTICLES_TITLE }}
      recordRepresentation={(r: { title: string }) => r.title}
    />,
    <Resource
      key="article-types"
      name="article-types"
      list={ArticleTypeList}
      edit={ArticleTypeEdit}
      create={ArticleTypeCreate}
      options={{ label: ARTICLE_TYPES_TITLE }}
      recordRepresentation={(r: { name: string }) => r.name}
    />,
  ];
}
