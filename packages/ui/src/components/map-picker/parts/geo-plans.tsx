import { useEffect, useId, useRef, useState, type FormEvent, memo } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../button';
import { LoadError } from '../../error-boundary/load-error';
import { Input } from '../../input';
import { screensText } from '../lib/screens-text';
import type { GeoPlanCallbacks, MapGeoPlan } from '../map-picker.types';

export type GeoPlansProps = GeoPlanCallbacks & {
  /** Ids of the chosen players, saved as a new plan. */
  selectedIds: number[];
  /** Replaces the choice with the plan's players. */
  /** Applies a plan; a returned text is shown as a warning (e.g. some players not found). */
  onApply: (plan: MapGeoPlan) => Promise<string | void> | string | void;
  className?: string;
};

type Status = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready' };

/** The user's saved geo plans: list, save the choice, rename, delete, apply. */
/** Memoised: the map re-renders its parent on every move. */
export const GeoPlans = memo(function GeoPlans({
  listGeoPlans,
  saveGeoPlan,
  renameGeoPlan,
  deleteGeoPlan,
  selectedIds,
  onApply,
  className,
}: GeoPlansProps) {
  const [plans, setPlans] = useState<MapGeoPlan[]>([]);
  const [status, setStatus] = useState<Status>({ kind: listGeoPlans ? 'loading' : 'ready' });
  const [reload, setReload] = useState(0);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const nameId = useId();
  const renameRef = useRef<HTMLInputElement>(null);
  const renamingId = renaming?.id;
  useEffect(() => {
    if (renamingId !== undefined) renameRef.current?.focus();
  }, [renamingId]);

  useEffect(() => {
    if (!listGeoPlans) return;
    const controller = new AbortController();
    listGeoPlans(controller.signal).then(
      (list) => {
        setPlans(list);
        setStatus({ kind: 'ready' });
      },
      () => {
        if (!controller.signal.aborted) setStatus({ kind: 'error' });
      },
    );
    return () => controller.abort();
  }, [listGeoPlans, reload]);

  const run = async (key: string, action: () => Promise<void>, failure: string) => {
    setBusy(key);
    setMessage(null);
    try {
      await action();
    } catch {
      setMessage({ error: true, text: failure });
    } finally {
      setBusy(null);
    }
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!saveGeoPlan || !trimmed || selectedIds.length === 0) return;
    void run(
      'save',
      async () => {
        const plan = await saveGeoPlan({ name: trimmed, players: selectedIds });
        setPlans((list) => [plan, ...list]);
        setName('');
        setMessage({ error: false, text: `Геоплан «${plan.name}» сохранён` });
      },
      'Не удалось сохранить геоплан. Попробуйте ещё раз.',
    );
  };

  const onRename = (event: FormEvent) => {
    event.preventDefault();
    if (!renameGeoPlan || !renaming || !renaming.name.trim()) return;
    const { id } = renaming;
    const current = plans.find((p) => p.id === id);
    if (!current) return;
    void run(
      `rename-${id}`,
      async () => {
        const plan = await renameGeoPlan(current, renaming.name.trim());
        setPlans((list) => list.map((p) => (p.id === id ? { ...p, ...plan } : p)));
        setRenaming(null);
      },
      'Не удалось переименовать геоплан.',
    );
  };

  const onDelete = (plan: MapGeoPlan) => {
    if (!deleteGeoPlan) return;
    void run(
      `delete-${plan.id}`,
      async () => {
        await deleteGeoPlan(plan.id);
        setPlans((list) => list.filter((p) => p.id !== plan.id));
        setConfirmDelete(null);
        setMessage({ error: false, text: `Геоплан «${plan.name}» удалён` });
      },
      'Не удалось удалить геоплан.',
    );
  };

  return (
    <section
      data-slot="map-picker-geo-plans"
      aria-label="Геопланы"
      className={cn('flex flex-col gap-3', className)}
    >
      <h3 className="text-sm font-semibold">Геопланы</h3>
      {saveGeoPlan && (
        <form
          data-slot="map-picker-geo-plan-form"
          onSubmit={onSave}
          className="flex flex-col gap-2"
        >
          <label htmlFor={nameId} className="text-sm">
            Сохранить выбор как геоплан
          </label>
          <div className="flex gap-2">
            <Input
              id={nameId}
              size="sm"
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
              placeholder="Название"
              className="flex-1"
            />
            <Button
              type="submit"
              size="sm"
              loading={busy === 'save'}
              disabled={!name.trim() || selectedIds.length === 0}
            >
              Сохранить геоплан
            </Button>
          </div>
          {selectedIds.length === 0 && (
            <p className="text-xs text-muted-foreground">Сначала выберите экраны на карте.</p>
          )}
        </form>
      )}
      <p
        role={message?.error ? 'alert' : 'status'}
        className={cn(
          'min-h-5 text-sm',
          message?.error ? 'text-destructive' : 'text-muted-foreground',
        )}
      >
        {message?.text}
      </p>
      {status.kind === 'loading' && (
        <p className="text-sm text-muted-foreground">Загрузка геопланов…</p>
      )}
      {status.kind === 'error' && (
        <LoadError
          layout="inline"
          data-slot="map-picker-geo-plans-error"
          title="Не удалось загрузить геопланы."
          onRetry={() => {
            setStatus({ kind: 'loading' });
            setReload((n) => n + 1);
          }}
        />
      )}
      {status.kind === 'ready' && plans.length === 0 && (
        <p className="text-sm text-muted-foreground">Сохранённых геопланов пока нет.</p>
      )}
      {plans.length > 0 && (
        <ul
          data-slot="map-picker-geo-plan-list"
          className="flex flex-col divide-y"
          aria-label="Сохранённые геопланы"
        >
          {plans.map((plan) => (
            <li
              key={plan.id}
              data-slot="map-picker-geo-plan"
              className="flex flex-col gap-1.5 py-2 text-sm"
            >
              {renaming?.id === plan.id ? (
                <form onSubmit={onRename} className="flex gap-2">
                  <Input
                    aria-label="Новое название геоплана"
                    size="sm"
                    value={renaming.name}
                    maxLength={120}
                    ref={renameRef}
                    onChange={(e) => setRenaming({ id: plan.id, name: e.target.value })}
                    onKeyDown={(e) => e.key === 'Escape' && setRenaming(null)}
                    className="flex-1"
                  />
                  <Button type="submit" size="sm" loading={busy === `rename-${plan.id}`}>
                    Сохранить
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                    Отмена
                  </Button>
                </form>
              ) : (
                <div className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-medium">{plan.name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {screensText(plan.players.length)}
                  </span>
                </div>
              )}
              {confirmDelete === plan.id ? (
                <div className="flex flex-wrap items-center gap-2">
                  <span>Удалить «{plan.name}»?</span>
                  <Button
                    size="sm"
                    variant="destructive"
                    loading={busy === `delete-${plan.id}`}
                    onClick={() => onDelete(plan)}
                  >
                    Удалить
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(null)}>
                    Отмена
                  </Button>
                </div>
              ) : (
                renaming?.id !== plan.id && (
                  <div className="flex flex-wrap gap-1">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Применить «${plan.name}»`}
                      loading={busy === `apply-${plan.id}`}
                      onClick={() =>
                        void run(
                          `apply-${plan.id}`,
                          async () => {
                            const notice = await onApply(plan);
                            if (notice) setMessage({ error: true, text: notice });
                          },
                          'Не удалось применить геоплан.',
                        )
                      }
                    >
                      Применить
                    </Button>
                    {renameGeoPlan && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Переименовать «${plan.name}»`}
                        onClick={() => setRenaming({ id: plan.id, name: plan.name })}
                      >
                        Переименовать
                      </Button>
                    )}
                    {deleteGeoPlan && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Удалить «${plan.name}»`}
                        onClick={() => setConfirmDelete(plan.id)}
                      >
                        Удалить
                      </Button>
                    )}
                  </div>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
