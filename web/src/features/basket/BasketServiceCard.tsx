import { useId, useState } from 'react';
import { formatPrice } from '../../shared/format';
import { validateVideoLink } from '../../shared/validation/files';
import { useNotifications } from '../notifications';
import { basket as appBasket, type BasketStore, type ChangeResult } from './basketStore';
import { FileParam } from './FileParam';
import { isMissing, paramDisplay } from './paramText';
import { SelectParam } from './SelectParam';
import type { CartParam, CartService, ServiceParamOption } from './types';
import { VideoParam } from './VideoParam';
import styles from './Basket.module.css';
import { BasketError, RemoveButton } from './parts';

export interface BasketServiceCardProps {
  service: CartService;
  errors: Readonly<Record<string, string[]>>;
  /** Choices for select params that come without `options` (guests: the public creative types). */
  fallbackOptions?: Partial<Record<CartParam['type'], readonly ServiceParamOption[]>>;
  store?: BasketStore;
}

function draftsOf(params: readonly CartParam[]): Record<number, string> {
  return Object.fromEntries(params.filter((p) => p.type !== 'file').map((p) => [p.id, p.value ?? '']));
}

/**
 * A service in the basket (spec section 4): the checkbox; when checked its params show; the
 * Save/Edit toggle only when it has params. Files are sent as soon as they are chosen; the other
 * params are sent with 'Сохранить'. Server messages show under the param they are about.
 */
export function BasketServiceCard({ service, errors, fallbackOptions = {}, store = appBasket }: BasketServiceCardProps) {
  const titleId = useId();
  const { notify } = useNotifications();
  const hasParams = service.params.length > 0;
  const [editing, setEditing] = useState(() => service.params.some((p) => isMissing(p) || (p.type !== 'file' && !p.value)));
  const [drafts, setDrafts] = useState<Record<number, string>>(() => draftsOf(service.params));
  const [saving, setSaving] = useState(false);
  const serviceErrors = errors[`service:${service.service_id}`] ?? [];
  const paramError = (param: CartParam) => errors[`param:${service.service_id}:${param.id}`]?.[0] ?? null;

  function report(result: ChangeResult): boolean {
    if (!result.ok && result.message) notify({ type: 'error', text: result.message, time: 5000 });
    return result.ok;
  }

  async function save() {
    const editable = service.params.filter((p) => p.type !== 'file');
    if (editable.some((p) => p.type === 'video' && validateVideoLink(drafts[p.id] ?? '') !== null)) return;
    setSaving(true);
    const ok = report(
      await store.change({
        services: [
          {
            id: service.service_id,
            params: editable.map((p) => ({ id: p.id, value: (drafts[p.id] ?? '').trim() || null })),
          },
        ],
      }),
    );
    setSaving(false);
    if (ok) setEditing(false);
  }

  function edit() {
    setDrafts(draftsOf(service.params));
    setEditing(true);
  }

  return (
    <article className={styles.item} aria-labelledby={titleId} data-checked={service.checked}>
      <div className={styles.serviceHead}>
        <label className={styles.serviceCheck}>
          <input
            type="checkbox"
            checked={service.checked}
            onChange={(event) => void store.change({ services: [{ id: service.service_id, checked: event.target.checked }] }).then(report)}
          />
          <span id={titleId} className={styles.itemTitle}>
            {service.name}
          </span>
        </label>
        <p className={styles.servicePrice}>
          {service.price.old !== null && service.price.old > service.price.final && (
            <s className={styles.oldPrice} aria-label={`Было ${formatPrice(service.price.old)}`}>
              {formatPrice(service.price.old)}
            </s>
          )}
          <span className="nowrap">{formatPrice(service.price.final)}</span>
        </p>
      </div>
      {service.description && <p className={styles.muted}>{service.description}</p>}
      {!service.available && <p className={styles.error}>Услуга больше недоступна: снимите её с выбора</p>}
      {serviceErrors.map((message) => (
        <BasketError key={message}>{message}</BasketError>
      ))}
      {service.checked && hasParams && (
        <div className={styles.params}>
          {editing ? (
            service.params.map((param) => {
              if (param.type === 'file') {
                return (
                  <FileParam
                    key={param.id}
                    param={param}
                    error={paramError(param)}
                    onUpload={async (file) => report(await store.uploadFile(service.service_id, param.id, file))}
                    onClear={async () => report(await store.clearFile(service.service_id, param.id))}
                  />
                );
              }
              const value = drafts[param.id] ?? '';
              const setValue = (next: string) => setDrafts((current) => ({ ...current, [param.id]: next }));
              if (param.type === 'video') {
                return <VideoParam key={param.id} param={param} value={value} error={paramError(param)} onChange={setValue} />;
              }
              return (
                <SelectParam
                  key={param.id}
                  param={param}
                  value={value}
                  options={param.options ?? fallbackOptions[param.type] ?? []}
                  error={paramError(param)}
                  onChange={setValue}
                />
              );
            })
          ) : (
            <dl className={styles.saved}>
              {service.params.map((param) => (
                <div key={param.id} className={styles.savedRow}>
                  <dt>{param.label}</dt>
                  <dd data-missing={isMissing(param)}>{paramDisplay(param)}</dd>
                  {paramError(param) && <dd className={styles.error}>{paramError(param)}</dd>}
                </div>
              ))}
            </dl>
          )}
          <div className={styles.paramActions}>
            {editing ? (
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => void save()}
                disabled={saving}
                aria-label={`Сохранить параметры: ${service.name}`}
              >
                Сохранить
              </button>
            ) : (
              <button type="button" className={styles.smallButton} onClick={edit} aria-label={`Изменить параметры: ${service.name}`}>
                Изменить
              </button>
            )}
          </div>
        </div>
      )}
      <RemoveButton
        name={service.name}
        onRemove={() => void store.change({ services: [{ id: service.service_id, to_remove: true }] }).then(report)}
      />
    </article>
  );
}
