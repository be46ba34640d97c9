import { AREAS } from '../../app/areas';
import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { StageArt } from '../../shared/ui/art/StageArt';
import { Banner, Card, CardGrid, Hero, Section, Steps, pageStyles } from '../../shared/ui/page';

const SPACES = [
  { title: 'Концертные залы', text: 'Сцены со звуком и светом для концертов, гала-концертов и конкурсных просмотров.' },
  { title: 'Репетиционные', text: 'Залы с зеркалами, станками и инструментами для репетиций коллективов.' },
  {
    title: 'Оборудование и команда',
    text: 'Звукорежиссёр, художник по свету, ведущий и техническая поддержка на площадке.',
  },
];

const STEPS = [
  { title: 'Оставьте заявку', text: 'Назовите дату, формат события и число участников и зрителей.' },
  { title: 'Подберём площадку', text: 'Предложим залы с подходящей сценой, оборудованием и вместимостью.' },
  { title: 'Согласуем детали', text: 'Техническое задание, репетиции, расписание и договор.' },
  { title: 'Проводите событие', text: 'Наша команда на площадке поможет со звуком, светом и встречей гостей.' },
];

export default function ArendaHomePage() {
  const phone = AREAS.arenda.phone;
  return (
    <>
      <Hero
        eyebrow="Для концертов, фестивалей и репетиций"
        title="Аренда площадок"
        lead="Подберём зал, сцену и оборудование под ваше событие и возьмём на себя техническую часть — от звука и света до расписания репетиций."
        actions={
          <>
            <AppLink to="arenda-zaly" className={buttonClass('light')}>
              Выбрать зал
            </AppLink>
            <a className={buttonClass('outlineLight')} href={`tel:${phone.tel}`}>
              Подобрать с менеджером
            </a>
          </>
        }
        art={<StageArt motifs={['seats']} label="Пустой зрительный зал с рядами кресел перед освещённой сценой" />}
      />
      <Section id="about" eyebrow="Что сдаём" title="Площадки для творческих событий">
        <CardGrid>
          {SPACES.map((item) => (
            <Card key={item.title} title={item.title}>
              <p>{item.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="statementCard" tone="muted" eyebrow="Как арендовать" title="От заявки до события">
        <Steps items={STEPS} />
      </Section>
      <Section id="pricing" eyebrow="Стоимость" title="Из чего складывается цена">
        <div className={pageStyles.prose}>
          <p>
            Стоимость зависит от зала, даты, продолжительности аренды и нужного оборудования. Мы пришлём смету после короткого разговора о
            вашем событии — без скрытых платежей.
          </p>
        </div>
      </Section>
      <Section id="bannerContacts" tone="muted" title="Свяжитесь с нами">
        <Banner
          title="Расскажите о событии — предложим площадку"
          text={`${phone.note}: ${phone.display}.`}
          actions={
            <a className={buttonClass('light')} href={`tel:${phone.tel}`}>
              Позвонить
            </a>
          }
        />
      </Section>
    </>
  );
}
