import { render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { AccessContext } from './AccessContext';
import { AdminMenu } from './AdminMenu';
import { i18nProvider } from './i18n';

/** For tests: the admin menu as a user with these sections sees it. */
export function renderAdminMenu(sections: string[]) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <AccessContext.Provider value={{ sections, roles: [] }}>
        <AdminMenu />
      </AccessContext.Provider>
    </AdminContext>,
  );
}
