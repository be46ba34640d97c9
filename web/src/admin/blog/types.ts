import type { AreaCode } from '../../app/areas';

/** A content block of an article's body (docs/api.md, "Blocks"): its type, anchor and the type's fields. */
export interface Block {
  type: string;
  anchor?: string;
  [field: string]: unknown;
}

/** An article as GET /api/admin/articles/{id} gives it (docs/api.md, "Blog"); the list leaves out `blocks`. */
export interface AdminArticle {
  id: number;
  code: string;
  /** The article type's code (`novosti`); the address is main's `/blog/{type}/{code}/`. */
  type: string;
  type_name: string;
  area: AreaCode;
  title: string;
  lead: string | null;
  cover: string | null;
  author: string | null;
  tags: string[];
  blocks?: Block[];
  status: 'draft' | 'published';
  seo_title: string | null;
  seo_description: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A section of the blog: GET /api/admin/article-types/{id}. */
export interface ArticleType {
  id: number;
  code: string;
  name: string;
  position: number;
}
