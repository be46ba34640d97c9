import {
  BooleanField,
  BooleanInput,
  DateInput,
  FormDataConsumer,
  NumberField,
  ReferenceField,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { CatalogList } from '../catalog/shared/CatalogList';
import { catalogForms } from '../catalog/shared/CatalogForms';
import { REQUIRED, requiredText, SLUG } from '../catalog/shared/validators';
import { Group, RecordTitle, ROW } from '../catalog/school/SchoolInputs';
import { PublicationGroup } from './PublicationGroup';
import { PARTICIPANT_KINDS, PUBLISHED_CHOICES } from './labels';
import { participantPayload } from './payload';
import { PhotosInput, PickCreativeTypes, PickOne, PickOwner, PortraitInput, VideosInput } from './PeopleInputs';

/** A participant as `GET /api/admin/participants` answers it. */
export interface AdminParticipant {
  id: number;
  code: string;
  name: string;
  kind: 'soloist' | 'collective';
  minor: boolean;
  published: boolean;
  sort: number;
}

const optional = (max: number) => requiredText(max).slice(1);
const kindName = (kind: string) => PARTICIPANT_KINDS.find((choice) => choice.id === kind)?.name ?? kind;

const filters = [
  <SelectInput key="kind" source="kind" choices={PARTICIPANT_KINDS} emptyText="Все" alwaysOn />,
  <SelectInput key="published" source="published" label="Публикация" choices={PUBLISHED_CHOICES} emptyText="Все" alwaysOn />,
];

export function ParticipantList() {
  return (
    <CatalogList<AdminParticipant>
      narrow={{
        primary: (participant) => participant.name,
        secondary: (participant) => `${kindName(participant.kind)}${participant.minor ? ', несовершеннолетний' : ''}`,
        tertiary: (participant) => (participant.published ? '' : 'Скрыт'),
      }}
      searchPlaceholder="Имя или код"
      filters={filters}
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <TextField source="name" />
      <SelectField source="kind" choices={PARTICIPANT_KINDS} sortable={false} />
      <ReferenceField source="city_id" reference="cities" link={false} sortable={false} emptyText="—" />
      <BooleanField source="minor" sortable={false} />
      <BooleanField source="published" />
      <NumberField source="sort" />
    </CatalogList>
  );
}

function ParticipantInputs() {
  return (
    <>
      <Group title="Основное">
        <Stack {...ROW}>
          <TextInput source="name" validate={requiredText(120)} sx={{ minWidth: { md: 320 } }} />
          <TextInput source="code" validate={SLUG} helperText="Адрес страницы: /uchastnik/{код}/" />
          <SelectInput source="kind" choices={PARTICIPANT_KINDS} validate={REQUIRED} />
        </Stack>
        <TextInput source="bio" validate={optional(3000)} multiline minRows={4} fullWidth />
        <PickOne source="city_id" reference="cities" hint="Пусто — город не указан" />
        <PickOne source="structure_id" reference="structures" hint="Коллектив, школа или студия участника" />
        <PickOne source="mentor_id" reference="mentors" hint="Педагог или руководитель" />
        <PickCreativeTypes />
        <PickOwner />
      </Group>
      <Group title="Несовершеннолетний участник">
        <BooleanInput source="minor" helperText="Младше 18 лет: публикация только с согласия родителя или законного представителя" />
        <FormDataConsumer>
          {({ formData }) =>
            (formData as { minor?: boolean }).minor ? (
              <>
                <Alert severity="info" sx={{ mb: 2, maxWidth: 720 }}>
                  Дата рождения и данные родителя не показываются на сайте и в открытом API — только здесь.
                </Alert>
                <Stack {...ROW}>
                  <DateInput source="birth_date" />
                  <TextInput source="guardian_name" validate={optional(120)} sx={{ minWidth: { md: 360 } }} />
                </Stack>
                <TextInput
                  source="guardian_consent_at"
                  validate={optional(40)}
                  helperText="Когда получено согласие, например 2026-11-27 14:30; пусто — согласия нет, страницу не опубликовать"
                  fullWidth
                  sx={{ maxWidth: 720 }}
                />
              </>
            ) : null
          }
        </FormDataConsumer>
      </Group>
      <Group title="Фото и видео">
        <PortraitInput />
        <PhotosInput />
        <VideosInput />
      </Group>
      <PublicationGroup shown="Страница участника видна на сайте" sortHint="Меньше — выше в каталоге" route="main-uchastnik-code" />
    </>
  );
}

export const { Edit: ParticipantEdit, Create: ParticipantCreate } = catalogForms(
  ParticipantInputs,
  { kind: 'soloist', minor: false, published: false, sort: 0, photos: [], videos: [], creative_type_ids: [] },
  participantPayload,
  <RecordTitle label="Участник" />,
);
