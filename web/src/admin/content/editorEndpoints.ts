import { createContext, useContext } from 'react';

/**
 * Where a block editor reads its block schemas and uploads its pictures and PDFs: the content
 * section's URLs for pages, the blogs section's for articles (a news manager may not open the
 * content section's, decision 0027).
 */
export interface EditorEndpoints {
  blocks: string;
  images: string;
  documents: string;
}

export const CONTENT_ENDPOINTS: EditorEndpoints = {
  blocks: '/api/admin/content/blocks',
  images: '/api/admin/content/images',
  documents: '/api/admin/content/documents',
};

export const BLOG_ENDPOINTS: EditorEndpoints = {
  blocks: '/api/admin/blog/blocks',
  images: '/api/admin/blog/images',
  documents: '/api/admin/blog/documents',
};

export const EditorEndpointsContext = createContext<EditorEndpoints>(CONTENT_ENDPOINTS);

export function useEditorEndpoints(): EditorEndpoints {
  return useContext(EditorEndpointsContext);
}
