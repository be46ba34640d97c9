import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import type { ArticleType } from './types';

/** Every section of the blog in the editors' order, as much as the blog will ever have. */
const ALL_TYPES = { pagination: { page: 1, perPage: 200 }, sort: { field: 'position', order: 'ASC' as const } };

/** A choice of the blog's sections by code (an article names its type by code, docs/api.md, "Blog"). */
export function ArticleTypeInput(props: Omit<SelectInputProps, 'choices'>) {
  const { data, isPending } = useGetList<ArticleType>('article-types', ALL_TYPES);
  const choices = (data ?? []).map((type) => ({ id: type.code, name: type.name }));
  // A new input once the sections came: one kept from the loading state would draw its first
  // frame without them and take the article's section for a value out of range.
  return <SelectInput key={isPending ? 'loading' : 'loaded'} {...props} choices={choices} isPending={isPending} />;
}
