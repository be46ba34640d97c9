import { useRecordContext } from 'react-admin';
import Link from '@mui/material/Link';
import { useHostContext } from '../../app/AreaContext';
import { buildHref } from '../../routes/href';

/** A link to the record's public page (main's /nastavnik/{code}/ or /uchastnik/{code}/) once it is published. */
export function PublicPageLink({ route }: { route: 'main-nastavnik-code' | 'main-uchastnik-code' }) {
  const record = useRecordContext<{ code?: string; published?: boolean }>();
  const host = useHostContext();
  if (!record?.code || !record.published) return null;
  return (
    <Link href={buildHref({ name: route, params: { code: record.code } }, host).href} target="_blank" rel="noopener">
      Открыть страницу на сайте
    </Link>
  );
}
