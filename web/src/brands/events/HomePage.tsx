import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { StageArt } from '../../shared/ui/art/StageArt';
import { Banner, Card, CardGrid, Chips, Hero, Section } from '../../shared/ui/page';

const DIRECTIONS = [
  { title: 'Вокал', text: 'Эстрадный, академический, народный и джазовый вокал — солисты, дуэты и ансамбли.' },
  { title: 'Хореография', text: 'Народный, эстрадный, классический и современный танец, хип-хоп и k-pop.' },
  { title: 'Театр', text: 'Драматические постановки, художественное слово, кукольный и музыкальный театр.' },
  { title: 'Цирк', text: 'Акробатика, жонглирование, эквилибр и оригинальный жанр.' },
  { title: 'Инструментальное исполнительство', text: 'Фортепиано, струнные, духовые, народные инструменты и ансамбли.' },
  { title: 'Онлайн-конкурсы', text: 'Участие по видеозаписи — без поездок, с дипломами и разбором от жюри.' },
];

const CITIES = ['Москва', 'Санкт-Петербург', 'Сочи', 'Казань', 'Ростов-на-Дону', 'Нижний Новгород', 'Тюмень', 'Симферополь'];

export default function EventsHomePage() {
  return (
    <>
      <Hero
        eyebrow="Сезон фестивалей 2025"
        title="Фестивали и конкурсы"
        lead="Творческие фестивали и конкурсы для детей, молодёжи и взрослых коллективов по всей России: у моря, на каникулах и онлайн. Выберите событие — заявку можно подать прямо на сайте."
        actions={
          <>
            <AppLink to="events" hash="napravleniya" className={buttonClass('light')}>
              Выбрать направление
            </AppLink>
            <AppLink to="main" className={buttonClass('outlineLight')}>
              О платформе
            </AppLink>
          </>
        }
        art={<StageArt motifs={['garland', 'dancer']} label="Праздничная сцена фестиваля с гирляндой флажков и конфетти, в центре танцует артистка" />}
      />

      <Section id="napravleniya" eyebrow="Направления" title="Конкурсы для любого жанра" lead="Участвуйте солистом, в дуэте или всем коллективом — в каждом направлении есть возрастные категории.">
        <CardGrid>
          {DIRECTIONS.map((item) => (
            <Card key={item.title} title={item.title}>
              <p>{item.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="goroda" tone="muted" eyebrow="География" title="Фестивали в городах России" lead="Фестивали проходят в крупных городах и на курортах — выбирайте поездку вместе с коллективом.">
        <Chips label="Города фестивалей" items={CITIES} />
      </Section>

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
