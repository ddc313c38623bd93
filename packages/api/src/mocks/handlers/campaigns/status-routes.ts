/**
 * The status actions of spec §4 (run, pause, moderation, finish, archive), checked against the
 * shared CAMPAIGN_ACTION_RULES.
 * Part of the fake's campaign handlers (../campaigns.ts holds the routes of the campaign itself).
 */
import { CAMPAIGN_ACTION_RULES } from '../../../campaigns/campaign-rules.ts';
import { paths } from '../../../paths.ts';
import { mockDate } from '../../db/constants.ts';
import { commit } from '../../db/db.ts';
import type { CampaignRow } from '../../db/types.ts';
import { toCampaign } from '../../serialize.ts';
import { fail, ok, route } from '../utils.ts';
import type { MockRoute } from '../utils.ts';
import { M, S, V, ownCampaign, refuseStatus, releaseBudget, videosOf } from './access.ts';

/**
 * One status action of spec §4: the campaign must be the user's own and in a status the shared
 * CAMPAIGN_ACTION_RULES allow (else a 400 naming what could not be done), then `apply` changes it.
 */
function statusAction(
  path: string,
  action: keyof typeof CAMPAIGN_ACTION_RULES,
  refused: string,
  apply: (campaign: CampaignRow) => void,
): MockRoute {
  return route('post', path, (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    if (!CAMPAIGN_ACTION_RULES[action](campaign)) refuseStatus(campaign, refused);
    apply(campaign);
    commit();
    return ok(toCampaign(campaign));
  });
}

/** Status actions of spec §4 with the source statuses each allows. */
export const statusActions: MockRoute[] = [
  statusAction(
    paths.adv.runModeration(':id'),
    'runModeration',
    'отправить на модерацию',
    (campaign) => {
      if (!campaign.start_date || !campaign.end_date)
        fail(400, 'Укажите даты начала и окончания кампании.');
      if (campaign.players.length === 0) fail(400, 'Выберите хотя бы один экран.');
      if (campaign.videos.length === 0) fail(400, 'Добавьте хотя бы один ролик.');
      if (campaign.budget_kop <= 0) fail(400, 'Пополните бюджет кампании.');
      campaign.status = S.MODERATION;
      campaign.moderation_status = M.MODERATION;
      campaign.moderation_comment = null;
      campaign.moderation_started_at = Date.now();
      for (const video of videosOf(campaign)) {
        if (video.moderation_status !== V.APPROVED) {
          video.moderation_status = V.MODERATION;
          video.decline_reason = null;
        }
      }
    },
  ),
  statusAction(
    paths.adv.cancelModeration(':id'),
    'cancelModeration',
    'отменить модерацию',
    (campaign) => {
      campaign.status = S.DRAFT;
      campaign.moderation_status = M.NOT_STARTED;
      campaign.moderation_started_at = null;
      for (const video of videosOf(campaign))
        if (video.moderation_status === V.MODERATION) video.moderation_status = V.NOT_STARTED;
    },
  ),
  statusAction(paths.adv.activate(':id'), 'activate', 'запустить кампанию', (campaign) => {
    if (
      campaign.moderation_status !== M.APPROVED &&
      campaign.moderation_status !== M.PARTIALLY_DECLINED
    ) {
      fail(400, 'Кампания ещё не прошла модерацию.');
    }
    if (campaign.end_date && campaign.end_date < mockDate())
      fail(400, 'Срок кампании истёк: измените дату окончания.');
    if (campaign.budget_kop - campaign.spent_kop <= 0)
      fail(400, 'Бюджет кампании исчерпан: пополните бюджет.');
    campaign.status = S.ACTIVE;
  }),
  statusAction(paths.adv.pause(':id'), 'pause', 'поставить кампанию на паузу', (campaign) => {
    campaign.status = S.PAUSE;
  }),
  statusAction(paths.adv.finish(':id'), 'finish', 'завершить кампанию', (campaign) => {
    releaseBudget(campaign);
    campaign.status = S.FINISH;
  }),
  statusAction(paths.adv.archive(':id'), 'archive', 'отправить кампанию в архив', (campaign) => {
    releaseBudget(campaign);
    campaign.status = S.ARCHIVE;
  }),
];
