export { ServiceListBlockView } from './ServiceListBlockView';
export type { Audience } from './catalogue';
