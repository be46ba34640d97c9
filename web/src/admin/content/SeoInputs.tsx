import { maxLength, TextInput } from 'react-admin';

const max = (n: number) => maxLength(n, `Не должно превышать ${n} символов`);

/**
 * The SEO title and description of a page or an article (the server's limits: 160 and 300); what
 * an empty one falls back to is said under it.
 */
export function SeoInputs({ of, descriptionFallback }: { of: 'страницы' | 'статьи'; descriptionFallback: string }) {
  return (
    <>
      <TextInput
        source="seo_title"
        label="SEO-заголовок"
        validate={max(160)}
        fullWidth
        helperText={`Весь <title> ${of}; пусто — «Заголовок — Территория творчества»`}
      />
      <TextInput
        source="seo_description"
        label="SEO-описание"
        validate={max(300)}
        multiline
        fullWidth
        helperText={`Пусто — ${descriptionFallback}`}
      />
    </>
  );
}
