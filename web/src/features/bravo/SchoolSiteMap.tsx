import { AREAS, type AreaCode } from '../../app/areas';
import { routesOfArea } from '../../routes/registry';
import { SiteMapGroupView, SiteMapLayout, SiteMapPending, type SiteMapGroup } from '../../shared/ui/siteMap/SiteMap';
import { useCourses, useSchools, useTeachers } from './api';

const OTHER_AREAS: readonly AreaCode[] = ['main', 'events', 'oki', 'organizer', 'arenda'];

/** Bravo's pages at fixed addresses (the registry's routes with a page and no parameter), the map aside. */
function areaPages(): SiteMapGroup {
  const links: SiteMapGroup['links'] = routesOfArea('bravo')
    .filter((r) => r.page && !r.pattern.includes(':') && r.name !== 'bravo-karta')
    .map((r) => ({ label: r.name === 'bravo' ? 'Главная' : r.pageName, target: { name: r.name } }));
  // The theatre's news are the platform blog's section «Творчество» (spec, Footer: Bravo).
  links.push({ label: 'Новости театра', target: { name: 'main-blog-type', params: { type: 'tvorchestvo' } } });
  return { id: 'pages', title: 'Разделы', links };
}

/** /_bravo/karta: every page of the school on one page — its sections, each school with its classes, the courses and the teachers. */
export function SchoolSiteMap() {
  const schools = useSchools();
  const courses = useCourses();
  const teachers = useTeachers();
  return (
    <SiteMapLayout lead="Все страницы театра-студии «Браво»: школы и их занятия, курсы и интенсивы, педагоги, расписание и контакты.">
      <SiteMapGroupView group={areaPages()} />
      {schools.data ? (
        schools.data.map((school) => (
          <SiteMapGroupView
            key={school.code}
            group={{
              id: school.code,
              title: school.name,
              links: [
                { label: `${school.name}: о школе`, target: { name: 'bravo-school', params: { school: school.code } } },
                ...school.classes.map((c) => ({
                  label: c.name,
                  target: { name: 'bravo-school-code', params: { school: school.code, code: c.code } },
                })),
              ],
            }}
          />
        ))
      ) : (
        <SiteMapPending id="schools" title="Школы и занятия" error={schools.error?.message ?? null} />
      )}
      {courses.data ? (
        courses.data.length > 0 && (
          <SiteMapGroupView
            group={{
              id: 'courses',
              title: 'Курсы и интенсивы',
              links: courses.data.map((course) => ({
                label: course.name,
                target: { name: 'bravo-kursy-code', params: { code: course.code } },
              })),
            }}
          />
        )
      ) : (
        <SiteMapPending id="courses" title="Курсы и интенсивы" error={courses.error?.message ?? null} />
      )}
      {teachers.data ? (
        <SiteMapGroupView
          group={{
            id: 'teachers',
            title: 'Педагоги',
            links: teachers.data.map((t) => ({ label: t.name, target: { name: 'bravo-pedagogi-code', params: { code: t.code } } })),
          }}
        />
      ) : (
        <SiteMapPending id="teachers" title="Педагоги" error={teachers.error?.message ?? null} />
      )}
      <SiteMapGroupView
        group={{
          id: 'platform',
          title: 'Другие разделы платформы',
          links: OTHER_AREAS.map((area) => ({ label: AREAS[area].name, target: { name: area } })),
        }}
      />
    </SiteMapLayout>
  );
}
