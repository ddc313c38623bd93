/**
 * The media plan (forecast): the shows the chosen players can give on the schedule.
 * Part of the fake's campaign handlers (../campaigns.ts holds the routes of the campaign itself).
 */
import type { MediaPlanRequest } from '../../../campaigns/campaigns.types.ts';
import { addDays, daysBetween, mockDate, weekdayOf } from '../../db/constants.ts';
import { getPlayer } from '../../db/players.ts';
import { makeTargetDays } from '../../db/campaign-fields.ts';
import { money, parseMoney } from '../../serialize.ts';
import { fail } from '../utils.ts';
import { normalizeTargetDays } from './payload.ts';

/** Shows per player per active hour in the forecast (one every five minutes). */
const SHOWS_PER_HOUR = 12;

/** The media plan: shows the chosen players can give on the schedule, capped by the budgets. */
export function mediaPlan(body: Partial<MediaPlanRequest>) {
  const ids = Array.isArray(body.players) ? [...new Set(body.players.map(Number))] : [];
  const players = ids.map((id) => getPlayer(id)).filter((player) => player !== undefined);
  const start =
    typeof body.start_date === 'string' && body.start_date
      ? body.start_date.slice(0, 10)
      : mockDate(1);
  const end =
    typeof body.end_date === 'string' && body.end_date
      ? body.end_date.slice(0, 10)
      : addDays(start, 29);
  if (end < start) fail(400, 'Дата окончания раньше даты начала.');
  const days = daysBetween(start, end) + 1;
  if (days > 366) fail(400, 'Период кампании не может быть длиннее года.');
  const schedule = Array.isArray(body.target_days)
    ? normalizeTargetDays(body.target_days)
    : makeTargetDays();
  // No hour chosen means "round the clock", as the server treats an empty schedule.
  const anyActive = schedule.some((day) => day.hours.some((hour) => hour.is_active));
  const hoursOn = (weekday: number): number =>
    anyActive
      ? (schedule.find((day) => day.day_number === weekday)?.hours.filter((hour) => hour.is_active)
          .length ?? 0)
      : 24;
  let hours = 0;
  for (let day = 0; day < days; day += 1) hours += hoursOn(weekdayOf(addDays(start, day)));
  const showsPerPlayer = hours * SHOWS_PER_HOUR;
  const capacityShows = showsPerPlayer * players.length;
  const capacityCost = players.reduce((sum, player) => sum + player.price_kop * showsPerPlayer, 0);
  const budget = parseMoney(body.budget ?? 0);
  const daily = parseMoney(body.daily_budget ?? 0);
  let limit = capacityCost;
  if (Number.isFinite(budget) && budget > 0) limit = Math.min(limit, budget);
  if (Number.isFinite(daily) && daily > 0) limit = Math.min(limit, daily * days);
  const share = capacityCost > 0 ? limit / capacityCost : 0;
  const impressions = Math.floor(capacityShows * share);
  const avgOts = players.length
    ? players.reduce((sum, player) => sum + player.ots, 0) / players.length
    : 0;
  const avgGrp = players.length
    ? players.reduce((sum, player) => sum + player.grp, 0) / players.length
    : 0;
  const cost = Math.round(capacityCost * share);
  return {
    players_count: players.length,
    days,
    impressions,
    ots: Math.round(impressions * avgOts),
    grp: Math.round(impressions * avgGrp * 100) / 100,
    cost: money(cost),
    price_per_show: money(impressions > 0 ? Math.round(cost / impressions) : 0),
  };
}
