// The public entry of the SEO feature: the area's overrides applied over the pages' heads (decision 0028).
export { SeoOverrides } from './SeoOverrides';
