import { PageIntro, Section } from '../../shared/ui/page';
import { CardList, TeacherCardView } from './Cards';
import type { TeacherRef } from './types';

/** /_bravo/pedagogi: every teacher of the school, each linking to their page. */
export function TeachersView({ teachers }: { teachers: readonly TeacherRef[] }) {
  return (
    <>
      <PageIntro
        id="teachers-title"
        title="Педагоги"
        lead="Занятия ведут действующие артисты, хореографы и музыканты: каждый сам выходит на сцену и знает, как подготовить к ней ребёнка."
      />
      <Section>
        <CardList
          items={teachers}
          keyOf={(t) => t.code}
          render={(t) => <TeacherCardView teacher={t} />}
          wide
          label="Педагоги театра-студии"
        />
      </Section>
    </>
  );
}
