import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { videoLinkError } from '../../features/people';
import { UploadInput } from '../content/UploadInput';

const byQuery = (q: string) => ({ q });

/** Where the people's managers upload pictures (any of the users/ sections may). */
export const PEOPLE_IMAGES_URL = '/api/admin/people/images';

/** An optional record picked by its name (searched), with what leaving it empty means. */
export function PickOne({ source, reference, hint }: { source: string; reference: string; hint: string }) {
  return (
    <ReferenceInput source={source} reference={reference} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput optionText="name" filterToQuery={byQuery} helperText={hint} sx={{ maxWidth: 600 }} fullWidth />
    </ReferenceInput>
  );
}

/** The owner's account, searched by name or email. */
export function PickOwner() {
  return (
    <ReferenceInput source="user_id" reference="users" sort={{ field: 'id', order: 'DESC' }}>
      <AutocompleteInput
        optionText={(user: RaRecord) =>
          `${String(user['last_name'] ?? '')} ${String(user['first_name'] ?? '')} · ${String(user['email'] ?? '')}`
        }
        filterToQuery={byQuery}
        helperText="Кто правит портфолио в личном кабинете; пусто — страницу ведут менеджеры"
        sx={{ maxWidth: 600 }}
        fullWidth
      />
    </ReferenceInput>
  );
}

export function PickCreativeTypes() {
  return (
    <ReferenceArrayInput source="creative_type_ids" reference="creative-types" sort={{ field: 'sort', order: 'ASC' }} perPage={100}>
      <AutocompleteArrayInput optionText="title" filterToQuery={byQuery} helperText="До пяти" />
    </ReferenceArrayInput>
  );
}

/** The spec's video rule, with its two messages. */
const VIDEO: Validator = (value: unknown) => (typeof value === 'string' ? (videoLinkError(value) ?? undefined) : undefined);

export function VideosInput() {
  return (
    <ArrayInput source="videos">
      <SimpleFormIterator inline getItemLabel={(index) => `${index + 1}.`}>
        <TextInput
          source=""
          label="Ссылка"
          validate={[maxLength(500, 'Не должно превышать 500 символов'), VIDEO]}
          helperText="RUTUBE, VK Видео, YouTube, Дзен или файл .mp4"
          fullWidth
          sx={{ minWidth: { md: 520 } }}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

export function PhotosInput() {
  return (
    <ArrayInput source="photos">
      <SimpleFormIterator getItemLabel={(index) => `Фото ${index + 1}`}>
        <UploadInput
          kind="image"
          source=""
          label="Фото"
          validate={[]}
          uploadUrl={PEOPLE_IMAGES_URL}
          helperText="JPEG, PNG или WebP до 15 МБ"
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

export function PortraitInput() {
  return (
    <UploadInput
      kind="image"
      source="photo"
      label="Портрет"
      validate={[]}
      uploadUrl={PEOPLE_IMAGES_URL}
      helperText="JPEG, PNG или WebP до 15 МБ; без портрета на сайте будут инициалы"
    />
  );
}
