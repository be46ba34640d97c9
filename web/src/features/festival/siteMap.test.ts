import { describe, expect, test } from 'vitest';
import { buildPath } from '../../routes/patterns';
import { getRoute } from '../../routes/registry';
import { filterDefinitions } from '../../test/eventFixtures';
import { filterValueTarget } from './filterLinks';
import { filterGroups } from './siteMap';

describe('events site map', () => {
  test('one filter page per creative type, city, age category and tag, by the path rule', () => {
    const groups = filterGroups(filterDefinitions());
    expect(groups.map((g) => g.id)).toEqual(['creative_type', 'city', 'age_category', 'tags']);
    const paths = (id: string) =>
      groups.find((g) => g.id === id)!.links.map((l) => buildPath(getRoute(l.target.name).pattern, l.target.params));
    expect(paths('city')).toEqual(['/festivals/gorod-moskva/', '/festivals/gorod-sankt-peterburg/', '/festivals/gorod-sochi/']);
    expect(paths('age_category')[0]).toBe('/festivals/vozrast-deti/');
    expect(paths('creative_type').every((p) => /^\/festivals\/tvorchestvo-[a-z-]+\/$/.test(p))).toBe(true);
    expect(paths('tags').every((p) => /^\/festivals\/[a-z-]+\/$/.test(p) && !p.includes('tvorchestvo'))).toBe(true);
    // The 'all' options are not pages of their own.
    expect(groups.flatMap((g) => g.links.map((l) => l.label))).not.toContain('Все города');
  });

  test('no filters answer, no groups', () => {
    expect(filterGroups([])).toEqual([]);
  });
});

describe('festival page chips', () => {
  test('a chip links to the list of its filter value when the value is known', () => {
    const filters = filterDefinitions();
    const target = filterValueTarget(filters, 'city', 'moskva');
    expect(target && buildPath(getRoute(target.name).pattern, target.params)).toBe('/festivals/gorod-moskva/');
    expect(filterValueTarget(filters, 'city', 'atlantida')).toBeNull();
    expect(filterValueTarget(undefined, 'city', 'moskva')).toBeNull();
    expect(filterValueTarget(filters, 'city', null)).toBeNull();
  });
});
