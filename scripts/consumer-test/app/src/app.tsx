import { useState } from 'react';
import {
  Button,
  ConfirmModal,
  Modal,
  ScheduleGrid,
  Toaster,
  countActiveHours,
  formatDate,
  formatDateTime,
  formatMoney,
  scheduleToMatrix,
  toast,
  toastPositions,
} from '@ekran/ui';
import { MapPicker, type MapPlayer } from '@ekran/ui/map';
import { loadPlayers } from './players';

// Layout in inline styles: the plain variant has no Tailwind of its own.
const column = { display: 'grid', gap: '1.5rem', padding: '1.5rem' } as const;
const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' } as const;

/** Every part the consumer check drives, on one page; each reports what it did in a test id. */
export function App() {
  const [confirmLog, setConfirmLog] = useState<string[]>([]);
  const [hours, setHours] = useState(0);
  const [chosen, setChosen] = useState<MapPlayer[]>([]);
  const log = (entry: string) => setConfirmLog((entries) => [...entries, entry]);

  return (
    <main style={column}>
      <h1>@ekran/ui в чужом приложении</h1>

      <section aria-label="Кнопки и окна" style={row}>
        <Button data-testid="primary-button">Основная кнопка</Button>
        <Modal
          trigger={<Button variant="outline">Открыть окно</Button>}
          title="Новая кампания"
          description="Окно из пакета в приложении на Vite"
        >
          <p>Содержимое окна</p>
        </Modal>
        <ConfirmModal
          trigger={<Button variant="destructive">Удалить кампанию</Button>}
          title="Удалить кампанию?"
          description="Это действие нельзя отменить"
          cancelText="Отмена"
          confirmText="Удалить"
          variant="destructive"
          onCancel={() => log('cancel')}
          // A promise: the modal shows its pending state until it settles.
          onConfirm={() =>
            new Promise<void>((done) => setTimeout(done, 400)).then(() => log('confirm'))
          }
        />
        <output data-testid="confirm-log">{confirmLog.join(',')}</output>
      </section>

      <section aria-label="Уведомления" style={row}>
        <Button
          variant="secondary"
          onClick={() => {
            for (const position of toastPositions) {
              toast.info(`Позиция ${position}`, { position, duration: 60_000 });
            }
          }}
        >
          Девять уведомлений
        </Button>
        <Toaster />
      </section>

      <section aria-label="Форматы" style={row}>
        <output data-testid="money">{formatMoney(1234567.891)}</output>
        <output data-testid="money-string">{formatMoney('12345.50')}</output>
        <output data-testid="money-empty">{formatMoney(null)}</output>
        <output data-testid="date">{formatDate('2026-03-05T22:30:00Z')}</output>
        <output data-testid="date-time">{formatDateTime('2026-03-05T22:30:00Z')}</output>
      </section>

      <section aria-label="Расписание">
        <ScheduleGrid onChange={(value) => setHours(countActiveHours(scheduleToMatrix(value)))} />
        <output data-testid="schedule-hours">{hours}</output>
      </section>

      <section aria-label="Карта">
        <MapPicker
          tileUrl="/stub-tiles/{z}/{x}/{y}.png"
          tileAttribution="stub"
          center={[55.7558, 37.6173]}
          zoom={13}
          height="24rem"
          debounceMs={50}
          loadPlayers={loadPlayers}
          value={chosen}
          onChange={setChosen}
        />
        <output data-testid="map-chosen">{chosen.map((p) => p.id).join(',')}</output>
      </section>

      {/* Only the Tailwind variant compiles these: the theme's utilities in the app's own markup. */}
      <div
        data-testid="own-utility"
        className="rounded-xl bg-secondary text-secondary-foreground dark:bg-accent"
      >
        Разметка приложения
      </div>
    </main>
  );
}
