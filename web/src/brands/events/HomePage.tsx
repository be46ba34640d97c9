import { AppLink } from '../../routes/AppLink';
import { findRoute } from '../../routes/registry';
import { buttonClass } from '../../shared/ui/button';
import { StageArt } from '../../shared/ui/art/StageArt';
import { Banner, Card, CardGrid, Hero, Section } from '../../shared/ui/page';
import { FilterLinks, MoreLink, UpcomingFestivals } from '../../features/catalog/HomeSections';
import { countRu } from '../../shared/format/plural';
import { RecommendedBlockView } from '../../features/content/blocks/RecommendedBlockView';
import { useProjects } from '../../features/projects/api';
import type { ProjectSummary } from '../../features/projects/types';

const EVENTS: readonly [string, string, string] = ['событие', 'события', 'событий'];

/** The two fixed project pages have routes of their own; the others go through the catch-all. */
function projectLink(slug: string): { to: string; params?: { slug: string[] } } {
  const fixed = `events-kreativnye-proekty-${slug}`;
  return findRoute(fixed) ? { to: fixed } : { to: 'events-kreativnye-proekty-slug', params: { slug: [slug] } };
}

function ProjectCards({ projects }: { projects: readonly ProjectSummary[] }) {
  return (
    <CardGrid>
      {projects.map((project) => (
        <Card
          key={project.slug}
          label={project.fixed ? 'Всероссийский проект' : undefined}
          title={project.title}
          footer={
            <AppLink {...projectLink(project.slug)}>
              {project.events_count > 0 ? `Впереди ${countRu(project.events_count, EVENTS)}` : 'О проекте'}{' '}
              <span aria-hidden="true">→</span>
            </AppLink>
          }
        >
          <p>{project.summary}</p>
        </Card>
      ))}
    </CardGrid>
  );
}

function Projects() {
  const projects = useProjects();
  if (projects.isPending) return <p aria-busy="true">Загружаем проекты…</p>;
  if (projects.isError) return <p role="alert">Не удалось загрузить проекты: {projects.error.message}</p>;
  return <ProjectCards projects={projects.data.slice(0, 6)} />;
}

export default function EventsHomePage() {
  return (
    <>
      <Hero
        eyebrow="Сезон фестивалей 2025"
        title="Фестивали и конкурсы"
        lead="Творческие фестивали и конкурсы для детей, молодёжи и взрослых коллективов по всей России: у моря, на каникулах и онлайн. Выберите событие — заявку можно подать прямо на сайте."
        actions={
          <>
            <AppLink to="events-festivals" className={buttonClass('light')}>
              Смотреть все фестивали
            </AppLink>
            <AppLink to="events" hash="napravleniya" className={buttonClass('outlineLight')}>
              Выбрать направление
            </AppLink>
          </>
        }
        art={
          <StageArt
            motifs={['garland', 'dancer']}
            label="Праздничная сцена фестиваля с гирляндой флажков и конфетти, в центре танцует артистка"
          />
        }
      />

      <Section
        id="blizhayshie"
        eyebrow="Афиша"
        title="Ближайшие фестивали"
        lead="Успейте подать заявку: места на ближайшие события заканчиваются первыми."
      >
        <UpcomingFestivals />
      </Section>

      <Section
        id="napravleniya"
        tone="muted"
        eyebrow="Направления"
        title="Конкурсы для любого жанра"
        lead="Участвуйте солистом, в дуэте или всем коллективом — в каждом направлении есть возрастные категории."
      >
        <FilterLinks kind="creative_type" />
      </Section>

      <Section
        id="goroda"
        eyebrow="География"
        title="Фестивали в городах России"
        lead="Фестивали проходят в крупных городах и на курортах — выбирайте поездку вместе с коллективом."
      >
        <FilterLinks kind="city" />
      </Section>

      <Section
        id="podborki"
        tone="muted"
        eyebrow="Подборки"
        title="У моря, на каникулах, онлайн"
        lead="Готовые подборки: горящие места, конкурсы без оплаты участия, смены с проживанием и мастер-классами."
      >
        <FilterLinks kind="tags" />
      </Section>

      <Section
        id="proekty"
        eyebrow="Творческие проекты"
        title="Территория творческих проектов"
        lead="Всероссийские проекты, творческие смены и интенсивы с ведущими педагогами — с собственной программой и финалами."
      >
        <Projects />
        <MoreLink to="events-kreativnye-proekty">Все творческие проекты</MoreLink>
      </Section>

      {/* The editors' picks of the area («Рекомендации» in the admin); nothing while there are none. */}
      <RecommendedBlockView block={{ type: 'recommended', title: 'Выбор редакции' }} tone="muted" />

      <Section title="Участие без лишних забот">
        <Banner
          title="Одна заявка — участие, проживание и трансфер"
          text="Собирайте в корзине фестивали и услуги, а детали заказа ищите в личном кабинете платформы «Территория творчества»."
          actions={
            <AppLink to="main" className={buttonClass('light')}>
              Перейти на главную платформы
            </AppLink>
          }
        />
      </Section>
    </>
  );
}
