import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderCatalog } from '../../test/renderCatalog';
import { FestivalJury } from './FestivalJury';

describe("a festival's jury", () => {
  test('a juror with a mentor page links it on main; one without is plain text', async () => {
    renderCatalog(
      <FestivalJury
        jury={[
          { name: 'Ирина Соколовская', regalia: 'Педагог по вокалу', mentor: 'irina-sokolovskaya' },
          { name: 'Пётр Гостев', regalia: 'Приглашённый член жюри', mentor: null },
        ]}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Ирина Соколовская' });
    // The festival is on events; the mentor's page is on main (another host).
    expect(link.getAttribute('href')).toMatch(/\/nastavnik\/irina-sokolovskaya\/(\?domain=main)?$/);
    expect(screen.queryByRole('link', { name: 'Пётр Гостев' })).toBeNull();
    expect(screen.getByText('Пётр Гостев')).toBeTruthy();
  });
});
