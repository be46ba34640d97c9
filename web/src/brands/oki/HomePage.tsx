import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { StageArt } from '../../shared/ui/art/StageArt';
import { Card, CardGrid, Hero, Section } from '../../shared/ui/page';

const PROGRAMS = [
  { title: 'Образование', text: 'Курсы и онлайн-репетитор для педагогов, руководителей коллективов и участников.' },
  { title: 'Участникам', text: 'Онлайн-портфолио и продюсерский центр для молодых исполнителей.' },
  { title: 'Руководителям', text: 'Экспертный и творческий клубы, портфолио руководителя и конкурс амбассадоров.' },
  {
    title: 'Организаторам',
    text: 'Проектный и партнёрский центры, акселератор проектов и конкурс творческих компетенций.',
  },
  { title: 'Творческие проекты', text: 'Некоммерческие проекты для детей и молодёжи, включая проект «Сцена».' },
];

export default function OkiHomePage() {
  return (
    <>
      <Hero
        eyebrow="Некоммерческое направление"
        title="ОКИ — образование и карьера"
        lead="Помогаем педагогам, руководителям творческих коллективов и участникам учиться, находить единомышленников и превращать творчество в профессию."
        actions={
          <>
            <AppLink to="oki" hash="programmy" className={buttonClass('light')}>
              Смотреть программы
            </AppLink>
            <AppLink to="main" className={buttonClass('outlineLight')}>
              На главную платформы
            </AppLink>
          </>
        }
        art={<StageArt motifs={['books', 'notes']} label="Стопка книг и выпускная шапочка на сцене в лучах прожекторов, вокруг ноты" />}
      />
      <Section
        id="programmy"
        eyebrow="Программы"
        title="Чем занимается ОКИ"
        lead="Программы открываются по мере набора групп — следите за новостями платформы."
      >
        <CardGrid>
          {PROGRAMS.map((item) => (
            <Card key={item.title} title={item.title}>
              <p>{item.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
