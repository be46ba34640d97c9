import { useLocation, useSearchParams } from 'react-router';
import { HostProvider, useHostContext } from '../../../app/AreaContext';
import { isAreaCode } from '../../../app/areas';
import { areaHref, buildHref } from '../../../routes/href';
import { AppLink } from '../../../routes/AppLink';
import { buttonClass } from '../../../shared/ui/button';
import { Container } from '../../../shared/ui/Container';
import { PageIntro } from '../../../shared/ui/page';
import { PageSkeleton } from '../../../shared/ui/page/PageSkeleton';
import { useNoindex } from '../../../shared/ui/useNoindex';
import { usePageMeta } from '../../../shared/ui/usePageMeta';
import { ContentPageView } from '../ContentPageView';
import { previewId, usePreviewedPage, type PreviewedPage } from './api';
import styles from './ContentPreview.module.css';

const INTRO_ID = 'content-preview-title';
const EYEBROW = 'Предпросмотр страницы';

/** The band over the page: which page, where it lives, whether visitors see it, and the way back. */
function PreviewBand({ page }: { page: PreviewedPage }) {
  const host = useHostContext();
  const editor = buildHref({ name: 'admin-screen', params: { screen: ['pages', String(page.id)] } }, host).href;
  const published = page.status === 'published';
  return (
    <aside className={styles.band} aria-label="Предпросмотр">
      <Container className={styles.bandInner}>
        <p className={styles.bandText}>
          <strong>Предпросмотр:</strong> {page.title}
          <span className={styles.bandMeta}>
            {' · '}
            {page.area} {page.path}
            {' · '}
            <span className={styles.status} data-status={page.status}>
              {published ? 'опубликована' : 'черновик'}
            </span>
          </span>
        </p>
        <p className={styles.bandLinks}>
          <a href={editor}>Открыть в редакторе</a>
          {published && isAreaCode(page.area) && <a href={areaHref(page.area, page.path, host).href}>Открыть на сайте</a>}
        </p>
      </Container>
    </aside>
  );
}

/**
 * The page as its area draws it: in its area's colours (tokens.css themes by `data-area`), its
 * links and the data of its blocks (events, articles, picks) asked as that area.
 */
function PreviewedContent({ page }: { page: PreviewedPage }) {
  const host = useHostContext();
  const area = isAreaCode(page.area) ? page.area : host.area;
  return (
    <HostProvider value={{ ...host, area }}>
      <div data-area={page.area} className={styles.canvas}>
        <ContentPageView page={page} />
      </div>
    </HostProvider>
  );
}

/** A guest: the preview reads the admin API, which needs an editor's session. */
function SignInPrompt() {
  const host = useHostContext();
  const { pathname, search } = useLocation();
  const port = host.port ? `:${host.port}` : '';
  const back = `${host.protocol}//${host.hostname}${port}${pathname}${search}`;
  return (
    <PageIntro
      id={INTRO_ID}
      eyebrow={EYEBROW}
      title="Войдите, чтобы увидеть предпросмотр"
      lead="Черновики страниц видят только редакторы. Войдите под своей учётной записью — и страница откроется здесь же."
    >
      <AppLink to="id-login" query={{ back }} className={buttonClass('light')}>
        Войти
      </AppLink>
    </PageIntro>
  );
}

/** What an editor reads here without a page to show: what the address is for and how to get one. */
function Explanation({ badId }: { badId: boolean }) {
  return (
    <PageIntro
      id={INTRO_ID}
      eyebrow="Для редакторов"
      title={EYEBROW}
      lead={
        <>
          {badId && 'В адресе неверный номер страницы. '}
          Здесь редакторы смотрят страницу сайта до публикации: со всеми блоками, в цветах её раздела, черновик тоже. Откройте страницу в
          админке (Контент → Страницы) и нажмите «Предпросмотр» — адрес будет вида /content/?page=12.
        </>
      }
    >
      <AppLink to="admin-content" className={buttonClass('light')}>
        Страницы в админке
      </AppLink>
    </PageIntro>
  );
}

function Problem({ status, message, onRetry }: { status: number; message: string; onRetry: () => void }) {
  if (status === 401) return <SignInPrompt />;
  if (status === 403) {
    return (
      <PageIntro
        id={INTRO_ID}
        eyebrow={EYEBROW}
        title="Предпросмотр доступен редакторам страниц"
        lead="У вашей учётной записи нет доступа к разделу «Контент». Если он нужен для работы, попросите администратора добавить вам роль."
      />
    );
  }
  if (status === 404) {
    return (
      <PageIntro
        id={INTRO_ID}
        eyebrow={EYEBROW}
        title="Страница не найдена — возможно, её удалили"
        lead="Проверьте номер страницы в адресе или найдите её в списке страниц админки."
      >
        <AppLink to="admin-content" className={buttonClass('light')}>
          Страницы в админке
        </AppLink>
      </PageIntro>
    );
  }
  return (
    <PageIntro id={INTRO_ID} eyebrow={EYEBROW} title="Не удалось загрузить страницу" lead={message}>
      <button type="button" className={buttonClass('light')} onClick={onRetry}>
        Повторить
      </button>
    </PageIntro>
  );
}

function Preview({ id }: { id: number }) {
  const { data, error, refetch } = usePreviewedPage(id);
  usePageMeta(data ? `Предпросмотр: ${data.title}` : undefined, undefined);
  if (error && !data) {
    return (
      <div className={styles.message}>
        <Problem status={error.statusCode} message={error.message} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!data) return <PageSkeleton label="Загружаем страницу…" />;
  return (
    <>
      <PreviewBand page={data} />
      <PreviewedContent page={data} />
    </>
  );
}

/**
 * /content/?page=12: the editors' preview of a content page of any area, draft included, drawn as
 * its public page would be under a band saying it is a preview (decision 0041). It reads the admin
 * API in the browser (the server's check decides who sees it) and is kept out of search engines.
 */
export function ContentPreview() {
  const [params] = useSearchParams();
  const raw = params.get('page');
  const id = previewId(raw);
  useNoindex();
  if (id === null) {
    return (
      <div className={styles.message}>
        <Explanation badId={raw !== null} />
      </div>
    );
  }
  return <Preview id={id} />;
}
