import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { StageArt } from '../../shared/ui/art/StageArt';
import { Hero, Section, Steps } from '../../shared/ui/page';

const STEPS = [
  {
    title: 'Выберите направление',
    text: 'Вокал, танцы, театр, цирк или музыка — в афише фестивалей есть фильтры по жанру, возрасту и городу.',
  },
  { title: 'Найдите событие', text: 'Фестиваль у моря, конкурс на каникулах или онлайн-конкурс по видеозаписи.' },
  {
    title: 'Подайте заявку',
    text: 'Добавьте участие и услуги в корзину и отправьте заявку — ответ придёт от организатора.',
  },
  {
    title: 'Растите дальше',
    text: 'Занятия в театре-студии «Браво», программы ОКИ и онлайн-портфолио помогут двигаться вперёд.',
  },
];

export default function WelcomeHomePage() {
  return (
    <>
      <Hero
        eyebrow="Впервые на платформе?"
        title="Добро пожаловать на Территорию творчества"
        lead="Здесь выбирают фестивали и конкурсы, учатся, собирают портфолио и проводят собственные творческие события. Рассказываем, с чего начать."
        actions={
          <>
            <AppLink to="events" className={buttonClass('light')}>
              Смотреть фестивали
            </AppLink>
            <AppLink to="main" className={buttonClass('outlineLight')}>
              Вся платформа
            </AppLink>
          </>
        }
        art={<StageArt motifs={['dancer', 'notes']} label="Танцовщица в лучах прожекторов на сцене, вокруг летят ноты" />}
      />
      <Section id="kak-nachat" eyebrow="Как начать" title="Четыре шага к первой сцене">
        <Steps items={STEPS} />
      </Section>
    </>
  );
}
