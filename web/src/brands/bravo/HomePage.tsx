import { AREAS } from '../../app/areas';
import { EnrolAction, SchoolsOverview } from '../../features/bravo';
import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { StageArt } from '../../shared/ui/art/StageArt';
import { Banner, Card, CardGrid, Hero, Section, pageStyles } from '../../shared/ui/page';

const GROUPS = [
  {
    title: 'Любительская группа',
    text: 'Для тех, кто впервые выходит на сцену: раскрепощаемся, учимся слушать музыку и партнёра, выступаем на отчётных концертах.',
  },
  {
    title: 'Подготовительная группа',
    text: 'Регулярные занятия и постановка номеров для первых фестивалей и конкурсов, подготовка к поступлению в творческие школы.',
  },
  {
    title: 'Профессиональная группа',
    text: 'Сольные и ансамблевые номера, гастроли и конкурсы всероссийского уровня вместе с педагогами-постановщиками.',
  },
  {
    title: 'Взрослые',
    text: 'Вокал, танцы и театр для взрослых — вечерние группы и индивидуальные занятия в удобное время.',
  },
];

export default function BravoHomePage() {
  const phone = AREAS.bravo.phone;
  return (
    <>
      <Hero
        eyebrow="Для детей от 4 до 17 лет и взрослых"
        title="Театр-студия «Браво»"
        lead="Поём, танцуем, играем на сцене и выходим на настоящие спектакли и концерты. Шесть направлений — от джазового вокала и хип-хопа до цирка и фортепиано."
        actions={
          <>
            <EnrolAction tone="light" />
            <AppLink to="bravo" hash="shkoly" className={buttonClass('outlineLight')}>
              Выбрать направление
            </AppLink>
          </>
        }
        art={
          <StageArt
            motifs={['curtains', 'dancer', 'notes']}
            label="Сцена театра с красным занавесом, в свете прожекторов танцует юная артистка"
          />
        }
      />

      <Section id="skidka" title="Утренние занятия выгоднее">
        <Banner
          badge="−20%"
          title="Скидка 20% на индивидуальные занятия в будни с 11:00 до 14:00"
          text="Действует во всех школах и студиях театра. Назовите время, когда удобно заниматься, — подберём педагога."
          actions={
            <a className={buttonClass('light')} href={`tel:${phone.tel}`}>
              Позвонить: <span className="nowrap">{phone.display}</span>
            </a>
          }
        />
      </Section>

      <Section
        id="shkoly"
        tone="muted"
        eyebrow="Направления"
        title="Школы и студии театра"
        lead="Занятия ведут действующие артисты и педагоги; каждый сезон заканчивается спектаклем или концертом."
      >
        <SchoolsOverview />
      </Section>

      <Section
        id="gruppy"
        eyebrow="Группы"
        title="Группы по возрасту и уровню"
        lead="Распределяем по группам после пробного занятия, чтобы каждому было интересно и по силам."
      >
        <CardGrid columns={4}>
          {GROUPS.map((group) => (
            <Card key={group.title} title={group.title}>
              <p>{group.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="o-teatre" tone="muted" eyebrow="О театре" title="Сцена, на которой растут">
        <div className={pageStyles.prose}>
          <p>
            «Браво» — школа и театр-студия платформы «Территория творчества». Мы соединяем занятия в классах с настоящей сценической
            практикой: ученики играют в спектаклях, поют в концертах и выступают на фестивалях и конкурсах платформы.
          </p>
          <p>Педагоги ставят номера под возможности каждого, а родители видят прогресс на открытых уроках и отчётных показах.</p>
          <p>
            <AppLink to="events">Фестивали и конкурсы для учеников →</AppLink>
          </p>
        </div>
      </Section>

      <Section id="kontakty" eyebrow="Контакты" title="Запишитесь на пробное занятие">
        <div className={pageStyles.prose}>
          <p>
            Выберите занятие и удобный день — пробное занятие бесплатное, а администратор перезвонит и подтвердит время. Удобнее голосом?
            Позвоните, подберём группу по возрасту и уровню.
          </p>
          <p>
            <EnrolAction label="ЗАПИСАТЬСЯ НА УРОК" /> <EnrolAction tone="secondary" label="Позвонить" call withPhone />
          </p>
        </div>
      </Section>
    </>
  );
}
