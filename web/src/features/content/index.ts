// The public entry of the content feature: what the areas' routes use (decision 0024).
export { ContentRoutePage } from './ContentRoutePage';
export { ContentPageView } from './ContentPageView';
export { ContentSiteMap } from './SiteMap';
export { ContentLink } from './ContentLink';
export { ContentImage, pictureSource } from './ContentImage';
export { BlogListPage } from './blog/BlogListPage';
export { ArticlePage } from './blog/ArticlePage';
