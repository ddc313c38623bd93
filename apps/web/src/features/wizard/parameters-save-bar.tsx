import type { MediaPlanRequest } from '@ekran/api';
import { Button } from '@ekran/ui';
import { MediaPlanDisclosure, MediaPlanSummary } from './media-plan-card';

export type ParametersSaveBarProps = {
  /** The forecast's request for the form as typed. */
  request: MediaPlanRequest;
  /** A phone: the forecast opens from the bar instead of a one-line summary. */
  narrow: boolean;
  /** The id of the form «Сохранить» submits. */
  formId: string;
  /** Why the last save failed, as the server or the network said. */
  saveError: string | null;
  errorCount: number;
  isDirty: boolean;
  /** The campaign exists on the server (it was saved at least once). */
  saved: boolean;
  saving: boolean;
  readOnly: boolean;
  onSaveAndContinue: () => void;
};

/** The sticky bar under the form: the forecast, the form's state and the two save buttons. */
export function ParametersSaveBar({
  request,
  narrow,
  formId,
  saveError,
  errorCount,
  isDirty,
  saved,
  saving,
  readOnly,
  onSaveAndContinue,
}: ParametersSaveBarProps) {
  return (
    <div className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-t-lg border bg-card p-3 shadow-md sm:-mx-1 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5 text-sm">
        {narrow ? (
          <MediaPlanDisclosure request={request} />
        ) : (
          <MediaPlanSummary request={request} />
        )}
        <div aria-live="polite">
          {saveError ? (
            <p role="alert" className="font-medium text-destructive">
              Не удалось сохранить: {saveError} Введённые данные остались в форме.
            </p>
          ) : errorCount > 0 ? (
            <p className="font-medium text-destructive">Исправьте ошибки в форме: {errorCount}.</p>
          ) : isDirty ? (
            <p className="text-muted-foreground">Есть несохранённые изменения.</p>
          ) : saved ? (
            <p className="text-muted-foreground">Все изменения сохранены.</p>
          ) : (
            <p className="text-muted-foreground">Кампания ещё не сохранена.</p>
          )}
        </div>
      </div>
      {/* On a phone both buttons share one row where they fit (the bar stays low). */}
      <div className="flex flex-wrap gap-2 max-sm:[&>*]:grow max-sm:[&>*]:px-3">
        <Button type="submit" form={formId} variant="outline" loading={saving} disabled={readOnly}>
          Сохранить
        </Button>
        <Button type="button" loading={saving} disabled={readOnly} onClick={onSaveAndContinue}>
          Сохранить и продолжить
        </Button>
      </div>
    </div>
  );
}
