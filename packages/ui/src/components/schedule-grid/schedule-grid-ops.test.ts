import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SCHEDULE_PRESETS,
  countActive,
  createEmptySchedule,
  describeSchedule,
  fromMatrix,
  paintRect,
  pluralHours,
  toMatrix,
  toggleAll,
  toggleCell,
  toggleColumn,
  toggleRow,
} from './schedule-grid-ops';

const preset = (id: string) => SCHEDULE_PRESETS.find((p) => p.id === id)!.matrix;

describe('schedule grid ops', () => {
  it('creates the spec default: 7 days × 24 inactive two-digit hours', () => {
    const days = createEmptySchedule();
    expect(days).toHaveLength(7);
    expect(days.map((d) => d.day_number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days[0]!.hours).toHaveLength(24);
    expect(days[0]!.hours[0]).toEqual({ hour: '00', is_active: false });
    expect(days[6]!.hours[23]).toEqual({ hour: '23', is_active: false });
  });

  it('reads partial, unordered values and writes the full shape back', () => {
    const m = toMatrix([
      { day_number: 3, hours: [{ hour: '09', is_active: true }] },
      { day_number: 9, hours: [{ hour: '01', is_active: true }] },
      {
        day_number: 1,
        hours: [
          { hour: '23', is_active: true },
          { hour: '24', is_active: true },
        ],
      },
    ]);
    expect(countActive(m)).toBe(2);
    const out = fromMatrix(m);
    expect(out[2]!.hours[9]).toEqual({ hour: '09', is_active: true });
    expect(out[0]!.hours[23]!.is_active).toBe(true);
  });

  it('round-trips any matrix through the server shape', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }), {
          minLength: 7,
          maxLength: 7,
        }),
        (m) => {
          expect(toMatrix(fromMatrix(m))).toEqual(m);
        },
      ),
    );
  });

  it('paints a rectangle from corners in any order and leaves the input untouched', () => {
    const base = toMatrix(null);
    const next = paintRect(base, { day: 4, hour: 10 }, { day: 2, hour: 8 }, true);
    expect(countActive(next)).toBe(9);
    expect(next[3]![9]).toBe(true);
    expect(countActive(base)).toBe(0);
    expect(countActive(paintRect(next, { day: 3, hour: 9 }, { day: 3, hour: 9 }, false))).toBe(8);
  });

  it('toggles cells, rows, columns and everything', () => {
    let m = toggleCell(toMatrix(null), { day: 0, hour: 5 });
    expect(m[0]![5]).toBe(true);
    m = toggleRow(m, 0);
    expect(m[0]!.every(Boolean)).toBe(true);
    m = toggleRow(m, 0);
    expect(m[0]!.some(Boolean)).toBe(false);
    m = toggleColumn(m, 12);
    expect(countActive(m)).toBe(7);
    expect(countActive(toggleAll(m))).toBe(168);
    expect(countActive(toggleAll(toggleAll(m)))).toBe(0);
  });

  it('has the presets with the expected hour counts', () => {
    expect(countActive(preset('all'))).toBe(168);
    expect(countActive(preset('weekdays'))).toBe(120);
    expect(countActive(preset('weekend'))).toBe(48);
    expect(countActive(preset('business'))).toBe(45);
    expect(countActive(preset('evening'))).toBe(35);
    expect(countActive(preset('clear'))).toBe(0);
  });

  it('describes a schedule in Russian, grouping days', () => {
    expect(describeSchedule(preset('business'))).toBe('Пн–Пт: 09:00–18:00');
    expect(describeSchedule(preset('all'))).toBe('Пн–Вс: круглосуточно');
    expect(describeSchedule(preset('weekend'))).toBe('Сб, Вс: круглосуточно');
    expect(describeSchedule(preset('clear'))).toBe('Показы не запланированы');
    const m = paintRect(toMatrix(null), { day: 0, hour: 8 }, { day: 0, hour: 9 }, true);
    const m2 = paintRect(m, { day: 2, hour: 8 }, { day: 2, hour: 9 }, true);
    expect(describeSchedule(paintRect(m2, { day: 2, hour: 20 }, { day: 2, hour: 23 }, true))).toBe(
      'Пн: 08:00–10:00; Ср: 08:00–10:00, 20:00–24:00',
    );
  });

  it('plurals hours', () => {
    expect([1, 2, 5, 11, 21, 24, 45, 168].map((n) => `${n} ${pluralHours(n)}`)).toEqual([
      '1 час',
      '2 часа',
      '5 часов',
      '11 часов',
      '21 час',
      '24 часа',
      '45 часов',
      '168 часов',
    ]);
  });
});
