import { AREAS } from '../../app/areas';
import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { StageArt } from '../../shared/ui/art/StageArt';
import { Banner, Card, CardGrid, Hero, Section, Steps } from '../../shared/ui/page';

const TOOLS = [
  {
    title: 'Приём заявок',
    text: 'Анкеты участников с файлами и видео, проверка полей и статусы заявок в одном списке.',
  },
  { title: 'Кастинги', text: 'Отбор по видео и очные туры в разных городах, оценки жюри и протоколы.' },
  { title: 'Билетная касса', text: 'Онлайн-продажа билетов на концерты и гала-концерты с электронными билетами.' },
  {
    title: 'Расписание и результаты',
    text: 'Программа выступлений, дипломы и итоги конкурса — участники видят их в личном кабинете.',
  },
];

const STEPS = [
  { title: 'Расскажите о событии', text: 'Позвоните нам — обсудим формат, направления и сроки.' },
  { title: 'Настроим страницу', text: 'Опубликуем положение, номинации, стоимость участия и услуги.' },
  { title: 'Принимайте заявки', text: 'Участники подают заявки и оплачивают участие онлайн.' },
  { title: 'Проведите фестиваль', text: 'Расписание, оценки жюри и дипломы — в одном кабинете.' },
];

export default function OrganizerHomePage() {
  const phone = AREAS.organizer.phone;
  return (
    <>
      <Hero
        eyebrow="Для организаторов фестивалей и конкурсов"
        title="Инструменты для вашего фестиваля"
        lead="Заявки, кастинги, билеты и результаты — в одном кабинете. Вы занимаетесь творческой программой, а рутину берёт на себя платформа."
        actions={
          <>
            <a className={buttonClass('light')} href={`tel:${phone.tel}`}>
              Обсудить фестиваль
            </a>
            <AppLink to="organizer" hash="tools" className={buttonClass('outlineLight')}>
              Что умеет платформа
            </AppLink>
          </>
        }
        art={<StageArt motifs={['dashboard']} label="Панель организатора со списком заявок и графиком продаж на фоне сцены" />}
      />
      <Section id="tools" eyebrow="Инструменты" title="Всё для проведения творческого события">
        <CardGrid columns={4}>
          {TOOLS.map((item) => (
            <Card key={item.title} title={item.title}>
              <p>{item.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="instruction" tone="muted" eyebrow="Как это работает" title="Запуск за четыре шага">
        <Steps items={STEPS} />
      </Section>
      <Section id="pricing" eyebrow="Стоимость" title="Тариф под масштаб события">
        <Banner
          title="Платите за то, чем пользуетесь"
          text="Стоимость зависит от числа заявок и набора инструментов. Позвоните — подберём тариф под ваш фестиваль, конкурс или академию."
          actions={
            <>
              <a className={buttonClass('light')} href={`tel:${phone.tel}`}>
                <span className="nowrap">{phone.display}</span>
              </a>
              <AppLink to="main" className={buttonClass('outlineLight')}>
                О платформе
              </AppLink>
            </>
          }
        />
      </Section>
    </>
  );
}
