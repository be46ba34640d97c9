import { AREAS, type AreaCode } from '../../app/areas';
import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { StageArt } from '../../shared/ui/art/StageArt';
import { Banner, Card, CardGrid, Hero, Section, Steps } from '../../shared/ui/page';

const AUDIENCES: { title: string; text: string; link: { to: string; label: string } }[] = [
  {
    title: 'Участникам',
    text: 'Выберите фестиваль или конкурс по направлению, городу и датам, добавьте в корзину нужные услуги и отправьте одну заявку. Дипломы и видео выступлений соберутся в онлайн-портфолио.',
    link: { to: 'events', label: 'Выбрать фестиваль' },
  },
  {
    title: 'Наставникам',
    text: 'Педагоги и руководители коллективов находят конкурсы для учеников, программы повышения квалификации, экспертный и творческий клубы.',
    link: { to: 'oki', label: 'Образование и карьера' },
  },
  {
    title: 'Организаторам',
    text: 'Онлайн-приём заявок, кастинги, билетная касса и отчёты — готовые инструменты для фестиваля, конкурса или академии любого масштаба.',
    link: { to: 'organizer', label: 'Инструменты организатора' },
  },
];

const SECTIONS: { area: AreaCode; text: string; action: string }[] = [
  {
    area: 'events',
    text: 'Афиша фестивалей и конкурсов вокала, хореографии, театра, цирка и инструментального исполнительства по всей России.',
    action: 'Смотреть афишу',
  },
  {
    area: 'bravo',
    text: 'Школа и театр-студия для детей от 4 до 17 лет и взрослых: вокал, танцы, мюзикл, цирк, музыка и театр.',
    action: 'Выбрать занятие',
  },
  {
    area: 'oki',
    text: 'Некоммерческие программы: обучение педагогов, клубы руководителей, акселератор проектов и конкурсы компетенций.',
    action: 'Узнать о программах',
  },
  {
    area: 'organizer',
    text: 'Всё для проведения творческих событий: заявки, расписание выступлений, результаты и продажа билетов.',
    action: 'Посмотреть инструменты',
  },
  {
    area: 'arenda',
    text: 'Залы, сцены и репетиционные площадки с оборудованием и технической командой для концертов и фестивалей.',
    action: 'Подобрать площадку',
  },
];

const STEPS = [
  {
    title: 'Выберите событие',
    text: 'Фильтры по направлению, возрасту, городу и датам помогут найти подходящий фестиваль или конкурс.',
  },
  {
    title: 'Соберите заявку',
    text: 'Добавьте в корзину участие и услуги — видеосъёмку, трансфер, проживание — и укажите число участников.',
  },
  { title: 'Отправьте её', text: 'Заявка уходит организатору, а детали заказа сохраняются в личном кабинете.' },
  { title: 'Выступайте', text: 'После выступления дипломы и видео пополнят портфолио участника и коллектива.' },
];

export default function MainHomePage() {
  return (
    <>
      <Hero
        eyebrow="Платформа творческих событий"
        title="Территория творчества"
        lead="Фестивали и конкурсы, обучение и портфолио, инструменты для организаторов — всё, что нужно участникам, наставникам и организаторам творческих событий, в одном месте."
        actions={
          <>
            <AppLink to="events" className={buttonClass('light')}>
              Выбрать фестиваль
            </AppLink>
            <AppLink to="organizer" className={buttonClass('outlineLight')}>
              Провести свой фестиваль
            </AppLink>
          </>
        }
        art={<StageArt motifs={['dancer', 'notes']} label="Танцовщица в лучах трёх прожекторов на сцене, вокруг летят ноты" />}
      />

      <Section
        id="dlya-kogo"
        eyebrow="Для кого"
        title="Одна платформа для всех, кто выходит на сцену и готовит её"
        lead="У каждого своя задача — и свой раздел платформы."
      >
        <CardGrid>
          {AUDIENCES.map((item) => (
            <Card
              key={item.title}
              title={item.title}
              footer={
                <AppLink to={item.link.to}>
                  {item.link.label} <span aria-hidden="true">→</span>
                </AppLink>
              }
            >
              <p>{item.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="razdely"
        tone="muted"
        eyebrow="Разделы"
        title="Всё творчество — на одной территории"
        lead="У каждого раздела свой цвет, но вход и личный кабинет общие."
      >
        <CardGrid>
          {SECTIONS.map((item) => (
            <Card
              key={item.area}
              area={item.area}
              label={AREAS[item.area].tagline}
              title={AREAS[item.area].name}
              footer={
                <AppLink to={item.area}>
                  {item.action} <span aria-hidden="true">→</span>
                </AppLink>
              }
            >
              <p>{item.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="kak-eto-rabotaet" eyebrow="Как это работает" title="От выбора фестиваля до диплома — четыре шага">
        <Steps items={STEPS} />
      </Section>

      <Section id="organizatoram" title="Проводите фестиваль или конкурс?" tone="muted">
        <Banner
          title="Переведите заявки, кастинги и билеты в онлайн"
          text="Участники подают заявки на платформе, а вы видите их в одном кабинете — вместе с оплатами, расписанием и результатами."
          actions={
            <AppLink to="organizer" className={buttonClass('light')}>
              Узнать об инструментах
            </AppLink>
          }
        />
      </Section>
    </>
  );
}
