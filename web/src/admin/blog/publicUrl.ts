import type { HostContext } from '../../routes/href';
import { publicPageUrl } from '../content/publicUrl';

/** Where visitors read an article: main's `/blog/{type}/{code}/` (decision 0027), whatever the article's area. */
export function articlePublicUrl(type: string, code: string, host: HostContext): string {
  return publicPageUrl('main', `/blog/${encodeURIComponent(type)}/${encodeURIComponent(code)}/`, host);
}
