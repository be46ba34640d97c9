import { useState, type ReactNode } from 'react';
import { SimpleForm, useRecordContext } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useAdminAccess } from '../../AccessContext';
import { catalogMessages } from '../i18n';
import { RecordHistory } from '../shared/RecordHistory';
import { EventFields } from './EventFields';
import { JuryTab } from './JuryTab';
import { PhotoUpload } from './PhotoUpload';
import { ProgramTab } from './ProgramTab';
import { RequirementsTab } from './RequirementsTab';
import type { AdminEvent } from './types';

/**
 * The fields a history entry lists. Timestamps change with everything and the photo's address says
 * nothing a person reads: its entries are named by their action («Загрузка фото»).
 */
const { created_at: _created, updated_at: _updated, photo: _photo, q: _q, ...HISTORY_FIELDS } = catalogMessages.resources.events.fields;

interface Panel {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * The event's edit page: its fields and photo, then its program, a final's requirements, the jury
 * and the history, each in a tab. The
 * tabs sit outside the form (their dialogs have forms of their own) and every panel stays
 * mounted, so switching tabs keeps unsaved edits.
 */
export function EventTabs() {
  const record = useRecordContext<AdminEvent>();
  const access = useAdminAccess();
  const [current, setCurrent] = useState('main');
  if (!record) return null;
  const granted = new Set(access.sections);

  const panels: Panel[] = [
    {
      key: 'main',
      label: 'Основное',
      content: (
        <>
          <Box sx={{ px: 2, pt: 2 }}>
            <PhotoUpload event={record} />
          </Box>
          <SimpleForm warnWhenUnsavedChanges>
            <EventFields />
          </SimpleForm>
        </>
      ),
    },
  ];
  if (granted.has('events/programs')) panels.push({ key: 'program', label: 'Программа', content: <ProgramTab eventId={record.id} /> });
  // Requirements and jury share the events section (docs/permissions.md); requirements are a final's.
  if (record.type === 'final')
    panels.push({ key: 'requirements', label: 'Требования финала', content: <RequirementsTab eventId={record.id} /> });
  panels.push({ key: 'jury', label: 'Жюри', content: <JuryTab eventId={record.id} /> });
  panels.push({
    key: 'history',
    label: 'История',
    content: <RecordHistory entity="event" id={record.id} fieldNames={HISTORY_FIELDS} version={record.updated_at} />,
  });

  return (
    <Card>
      <Tabs
        value={current}
        onChange={(_, value: string) => setCurrent(value)}
        aria-label="Разделы мероприятия"
        variant="scrollable"
        scrollButtons="auto"
        // react-admin's layout is min-width: fit-content: without width 0 the row of tabs would
        // widen the whole page on a phone instead of scrolling.
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1, width: 0, minWidth: '100%' }}
      >
        {panels.map((panel) => (
          <Tab
            key={panel.key}
            value={panel.key}
            label={panel.label}
            id={`event-tab-${panel.key}`}
            aria-controls={`event-panel-${panel.key}`}
          />
        ))}
      </Tabs>
      {panels.map((panel) => (
        <Box
          key={panel.key}
          role="tabpanel"
          id={`event-panel-${panel.key}`}
          aria-labelledby={`event-tab-${panel.key}`}
          hidden={panel.key !== current}
          sx={panel.key === 'main' ? undefined : { p: 2 }}
        >
          {panel.content}
        </Box>
      ))}
    </Card>
  );
}
