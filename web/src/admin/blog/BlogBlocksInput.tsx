import { BlocksInput } from '../content/BlocksInput';
import { BLOG_ENDPOINTS, EditorEndpointsContext } from '../content/editorEndpoints';

/**
 * An article's body: the pages' block editor with the blogs section's URLs for its schemas and
 * pictures (decision 0027), so a news manager without the content section can write articles.
 */
export function BlogBlocksInput() {
  return (
    <EditorEndpointsContext.Provider value={BLOG_ENDPOINTS}>
      <BlocksInput label="Текст статьи" />
    </EditorEndpointsContext.Provider>
  );
}
