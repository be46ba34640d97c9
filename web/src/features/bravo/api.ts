import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiClient, type ApiResponse } from '../../shared/api';
import { pageDataError } from '../../shared/errors/pageDataError';
import type { PlatformError } from '../../shared/errors/platformError';
import type { ClassCard, ClassFilters, Course, CourseDetails, School, SchoolClass, SchoolListItem, Teacher, TeacherRef } from './types';

function unwrap<T>(response: ApiResponse<T>): T {
  if (response.error || !response.data) throw pageDataError(response.status, response.error?.message ?? 'Пустой ответ сервера');
  return response.data;
}

const segment = encodeURIComponent;

/** The school's public API (docs/api.md, "Bravo: the school"). */
export function createBravoApi(client: ApiClient = api) {
  return {
    schools: async (signal?: AbortSignal): Promise<SchoolListItem[]> =>
      unwrap(await client.get<{ items: SchoolListItem[] }>('/api/bravo/schools', { signal })).items,
    school: async (code: string, signal?: AbortSignal): Promise<School> =>
      unwrap(await client.get<School>(`/api/bravo/schools/${segment(code)}`, { signal })),
    classes: async (filters: ClassFilters, signal?: AbortSignal): Promise<ClassCard[]> =>
      unwrap(
        await client.get<{ items: ClassCard[] }>('/api/bravo/classes', {
          query: { school: filters.school, age: filters.age, weekday: filters.weekday },
          signal,
        }),
      ).items,
    schoolClass: async (school: string, code: string, signal?: AbortSignal): Promise<SchoolClass> =>
      unwrap(await client.get<SchoolClass>(`/api/bravo/classes/${segment(school)}/${segment(code)}`, { signal })),
    teachers: async (signal?: AbortSignal): Promise<TeacherRef[]> =>
      unwrap(await client.get<{ items: TeacherRef[] }>('/api/bravo/teachers', { signal })).items,
    teacher: async (code: string, signal?: AbortSignal): Promise<Teacher> =>
      unwrap(await client.get<Teacher>(`/api/bravo/teachers/${segment(code)}`, { signal })),
    courses: async (signal?: AbortSignal): Promise<Course[]> =>
      unwrap(await client.get<{ items: Course[] }>('/api/bravo/courses', { signal })).items,
    course: async (code: string, signal?: AbortSignal): Promise<CourseDetails> =>
      unwrap(await client.get<CourseDetails>(`/api/bravo/courses/${segment(code)}`, { signal })),
  };
}

export type BravoApi = ReturnType<typeof createBravoApi>;

export const bravoApi = createBravoApi();

export const bravoKeys = {
  all: ['bravo'] as const,
  schools: () => [...bravoKeys.all, 'schools'] as const,
  school: (code: string) => [...bravoKeys.all, 'school', code] as const,
  classes: (filters: ClassFilters) => [...bravoKeys.all, 'classes', filters] as const,
  schoolClass: (school: string, code: string) => [...bravoKeys.all, 'class', school, code] as const,
  teachers: () => [...bravoKeys.all, 'teachers'] as const,
  teacher: (code: string) => [...bravoKeys.all, 'teacher', code] as const,
  courses: () => [...bravoKeys.all, 'courses'] as const,
  course: (code: string) => [...bravoKeys.all, 'course', code] as const,
};

/** The catalogue changes with the school's admin edits, a few times a season: five minutes old is fresh enough. */
const BRAVO_STALE_MS = 5 * 60 * 1000;

export function useSchools() {
  return useQuery<SchoolListItem[], PlatformError>({
    queryKey: bravoKeys.schools(),
    queryFn: ({ signal }) => bravoApi.schools(signal),
    staleTime: BRAVO_STALE_MS,
  });
}

export function useSchool(code: string) {
  return useQuery<School, PlatformError>({
    queryKey: bravoKeys.school(code),
    queryFn: ({ signal }) => bravoApi.school(code, signal),
    staleTime: BRAVO_STALE_MS,
  });
}

export function useClasses(filters: ClassFilters) {
  return useQuery<ClassCard[], PlatformError>({
    queryKey: bravoKeys.classes(filters),
    queryFn: ({ signal }) => bravoApi.classes(filters, signal),
    staleTime: BRAVO_STALE_MS,
    // Another day or age keeps the last list on screen (dimmed) until its own arrives.
    placeholderData: keepPreviousData,
  });
}

export function useSchoolClass(school: string, code: string) {
  return useQuery<SchoolClass, PlatformError>({
    queryKey: bravoKeys.schoolClass(school, code),
    queryFn: ({ signal }) => bravoApi.schoolClass(school, code, signal),
    staleTime: BRAVO_STALE_MS,
  });
}

export function useTeachers() {
  return useQuery<TeacherRef[], PlatformError>({
    queryKey: bravoKeys.teachers(),
    queryFn: ({ signal }) => bravoApi.teachers(signal),
    staleTime: BRAVO_STALE_MS,
  });
}

export function useTeacher(code: string) {
  return useQuery<Teacher, PlatformError>({
    queryKey: bravoKeys.teacher(code),
    queryFn: ({ signal }) => bravoApi.teacher(code, signal),
    staleTime: BRAVO_STALE_MS,
  });
}

export function useCourses() {
  return useQuery<Course[], PlatformError>({
    queryKey: bravoKeys.courses(),
    queryFn: ({ signal }) => bravoApi.courses(signal),
    staleTime: BRAVO_STALE_MS,
  });
}

export function useCourse(code: string) {
  return useQuery<CourseDetails, PlatformError>({
    queryKey: bravoKeys.course(code),
    queryFn: ({ signal }) => bravoApi.course(code, signal),
    staleTime: BRAVO_STALE_MS,
  });
}
