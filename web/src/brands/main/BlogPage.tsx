import { ArticlePage as Article, BlogListPage } from '../../features/content';

/** /blog/ and /blog/{type}/: the blog's articles (decision 0027). */
export default function BlogPage() {
  return <BlogListPage />;
}

/** /blog/{type}/{code}/: one article. */
export function ArticlePage() {
  return <Article />;
}
