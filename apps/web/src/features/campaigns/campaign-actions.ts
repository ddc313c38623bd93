import type { CampaignAction } from '@ekran/api';

/** How each status action reads on buttons and in its confirmation. */
export const campaignActionTexts: Record<
  CampaignAction,
  { label: string; title: string; description: string; done: string }
> = {
  runModeration: {
    label: 'Отправить на модерацию',
    title: 'Отправить кампанию на модерацию?',
    description: 'Пока кампания на модерации, её нельзя изменить.',
    done: 'Кампания отправлена на модерацию',
  },
  cancelModeration: {
    label: 'Отменить модерацию',
    title: 'Отменить модерацию?',
    description: 'Кампания вернётся в черновики, её снова можно будет изменить.',
    done: 'Модерация отменена',
  },
  activate: {
    label: 'Запустить',
    title: 'Запустить кампанию?',
    description: 'Показы возобновятся по расписанию кампании.',
    done: 'Кампания запущена',
  },
  pause: {
    label: 'Приостановить',
    title: 'Приостановить кампанию?',
    description: 'Показы остановятся, бюджет останется за кампанией.',
    done: 'Кампания приостановлена',
  },
  finish: {
    label: 'Завершить',
    title: 'Завершить кампанию?',
    description: 'Показы прекратятся, неизрасходованный бюджет вернётся на баланс. Это необратимо.',
    done: 'Кампания завершена',
  },
  archive: {
    label: 'В архив',
    title: 'Отправить кампанию в архив?',
    description: 'Кампания уйдёт в архив, неизрасходованный бюджет вернётся на баланс.',
    done: 'Кампания в архиве',
  },
};
