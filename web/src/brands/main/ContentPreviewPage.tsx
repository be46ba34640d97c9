import { ContentPreview } from '../../features/content/preview/ContentPreview';

/** /content/?page=12: the editors' preview of a content page of any area (decision 0041). */
export default function ContentPreviewPage() {
  return <ContentPreview />;
}
