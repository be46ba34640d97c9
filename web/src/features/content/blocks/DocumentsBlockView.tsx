import { FilledIcon } from '../../../shared/ui/FilledIcon';
import type { DocumentsBlock } from '../types';
import styles from '../Content.module.css';

/** A page with lines and a folded corner. */
const FILE_ICON = 'M14 2H6c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8l-6-6zm2 16H8v-2h8v2zm0-4H8v-2h8v2zm-3-5V3.5L18.5 9H13z';

/**
 * The PDFs the server lets an editor name (docs/api.md, field type `document`): an upload under
 * /storage/documents/ or one of the site's own under /dokumenty/. Anything else is drawn without
 * a link, a second guard behind the server's check.
 */
const OUR_PDF = /^\/(?:storage\/documents|dokumenty)\/[a-z0-9._/-]+\.pdf$/;

function isOurPdf(path: string): boolean {
  return OUR_PDF.test(path) && !path.includes('..') && !path.includes('//');
}

/**
 * Reports, templates and regulations as a list of PDFs (decision 0041): each a row with a file
 * icon, its title linking to the file (the whole row answers a click), the note under it and the
 * file's kind.
 */
export function DocumentsBlockView({ block }: { block: DocumentsBlock }) {
  return (
    <ul className={styles.documents}>
      {(block.items ?? []).map((item, index) => (
        <li key={`${index}:${item.file}`} className={styles.document}>
          <span className={styles.documentIcon}>
            <FilledIcon path={FILE_ICON} size={26} />
          </span>
          <div className={styles.documentText}>
            {isOurPdf(item.file) ? (
              <a className={styles.documentLink} href={item.file} type="application/pdf">
                {item.title}
              </a>
            ) : (
              <span className={styles.documentTitle}>{item.title}</span>
            )}
            {item.text && <p className={`${styles.documentNote} ${styles.lines}`}>{item.text}</p>}
          </div>
          <span className={styles.documentKind}>PDF</span>
        </li>
      ))}
    </ul>
  );
}
