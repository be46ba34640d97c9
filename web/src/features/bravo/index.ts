// The public entry of the school's pages (issue 16, decision 0042): what bravo's routes use.
export { ClassView } from './ClassView';
export { CourseView } from './CourseView';
export { CoursesView } from './CoursesView';
export { EnrolAction } from './EnrolAction';
export { EnrolView } from './EnrolView';
export { ScheduleView } from './ScheduleView';
export { SchoolSiteMap } from './SchoolSiteMap';
export { SchoolView } from './SchoolView';
export { SchoolsOverview } from './SchoolsOverview';
export { TeacherView } from './TeacherView';
export { TeachersView } from './TeachersView';
export { useCourse, useCourses, useSchool, useSchoolClass, useTeacher, useTeachers } from './api';
export { ageRange, courseKindName, dateRange } from './format';
