import {
  CampaignStatus,
  ModerationStatus,
  OrgStatus,
  OrgType,
  Signing,
  UserRole,
} from '../../enums.ts';
import { DEMO_CREDENTIALS } from './constants.ts';
import type { CampaignRow, OrganizationRow, TenantRow, UserRow } from './types.ts';

/** The seeded world's fixed inputs: tenants, demo users and what they own, and the names it uses. */

export const MOCK_TENANTS: readonly TenantRow[] = [
  {
    id: 1,
    slug: 'ekran',
    name: 'Экран',
    company_name: 'ООО «Экран Медиа»',
    email_tg: 'support@ekran.demo',
    domain: 'ekran.demo',
    logo: '/tenants/ekran.svg',
    favicon: '/tenants/ekran.svg',
  },
  {
    id: 2,
    slug: 'gorod-ekran',
    name: 'Город-Экран',
    company_name: 'АО «Город-Экран»',
    email_tg: 'hello@gorodekran.demo',
    domain: 'gorodekran.demo',
    logo: '/tenants/gorod-ekran.svg',
    favicon: '/tenants/gorod-ekran.svg',
  },
  {
    id: 3,
    slug: 'mediafasad',
    name: 'МедиаФасад',
    company_name: 'ООО «МедиаФасад»',
    email_tg: 'info@mediafasad.demo',
    domain: 'mediafasad.demo',
    logo: '/tenants/mediafasad.svg',
    favicon: '/tenants/mediafasad.svg',
  },
];

export interface UserSpec {
  email: string;
  role: UserRow['role'];
  tenant: number;
  first_name: string;
  last_name: string;
  phone: string;
  org: {
    type: OrganizationRow['org_type'];
    status: OrganizationRow['doc_status'];
    signed: OrganizationRow['signed'];
    name: string;
  };
  freeRoubles: number;
  campaigns: readonly CampaignPlan[];
}

type CampaignPlan = readonly [CampaignRow['status'], CampaignRow['moderation_status'], number];

const S = CampaignStatus;
const M = ModerationStatus;

/**
 * Which campaigns each demo user owns: [status, moderation status, how many]. The plans look alike
 * on purpose: one literal table per user, so the demo data reads at a glance.
 */
const AGENCY_PLAN: readonly CampaignPlan[] = [
  [S.ACTIVE, M.APPROVED, 5],
  [S.ACTIVE, M.PARTIALLY_DECLINED, 1],
  [S.PAUSE, M.APPROVED, 2],
  [S.FINISH, M.APPROVED, 3],
  [S.DRAFT, M.NOT_STARTED, 3],
  [S.DRAFT, M.DECLINED, 2],
  [S.ARCHIVE, M.APPROVED, 2],
  [S.MODERATION, M.MODERATION, 2],
];
const ADVERTISER_PLAN: readonly CampaignPlan[] = [
  [S.ACTIVE, M.APPROVED, 3],
  [S.PAUSE, M.APPROVED, 1],
  [S.FINISH, M.APPROVED, 2],
  [S.DRAFT, M.NOT_STARTED, 2],
  [S.DRAFT, M.DECLINED, 1],
  [S.ARCHIVE, M.APPROVED, 1],
  [S.MODERATION, M.MODERATION, 1],
];
const GOROD_PLAN: readonly CampaignPlan[] = [
  [S.ACTIVE, M.APPROVED, 2],
  [S.DRAFT, M.NOT_STARTED, 1],
  [S.FINISH, M.APPROVED, 1],
];

export const USERS: readonly UserSpec[] = [
  {
    email: DEMO_CREDENTIALS.agency.email,
    role: UserRole.AGENCY,
    tenant: 1,
    first_name: 'Анна',
    last_name: 'Смирнова',
    phone: '+79161234567',
    org: {
      type: OrgType.LEGAL_ENTITY,
      status: OrgStatus.APPROVE,
      signed: Signing.SIGNED,
      name: 'ООО «Медиа Лаб»',
    },
    freeRoubles: 250_000,
    campaigns: AGENCY_PLAN,
  },
  {
    email: DEMO_CREDENTIALS.advertiser.email,
    role: UserRole.ADVERTISER,
    tenant: 1,
    first_name: 'Игорь',
    last_name: 'Петров',
    phone: '+79031112233',
    org: {
      type: OrgType.ENTREPRENEUR,
      status: OrgStatus.APPROVE,
      signed: Signing.SIGNED,
      name: 'ИП Петров Игорь Сергеевич',
    },
    freeRoubles: 148_500,
    campaigns: ADVERTISER_PLAN,
  },
  {
    email: DEMO_CREDENTIALS.gorodAgency.email,
    role: UserRole.AGENCY,
    tenant: 2,
    first_name: 'Мария',
    last_name: 'Кузнецова',
    phone: '+79257654321',
    org: {
      type: OrgType.LEGAL_ENTITY,
      status: OrgStatus.WAITING,
      signed: Signing.SENT,
      name: 'ООО «Северное сияние»',
    },
    freeRoubles: 120_000,
    campaigns: GOROD_PLAN,
  },
  {
    email: DEMO_CREDENTIALS.newcomer.email,
    role: UserRole.ADVERTISER,
    tenant: 1,
    first_name: 'Олег',
    last_name: 'Новиков',
    phone: '+79990001122',
    org: {
      type: OrgType.ENTREPRENEUR,
      status: OrgStatus.NEW,
      signed: Signing.NOT_SIGNED,
      name: '',
    },
    freeRoubles: 0,
    campaigns: [],
  },
  {
    email: 'declined@mediafasad.demo',
    role: UserRole.ADVERTISER,
    tenant: 3,
    first_name: 'Павел',
    last_name: 'Соколов',
    phone: '+79135550099',
    org: {
      type: OrgType.LEGAL_ENTITY,
      status: OrgStatus.CANCEL,
      signed: Signing.NOT_SIGNED,
      name: 'ООО «Ромашка»',
    },
    freeRoubles: 5_000,
    campaigns: [],
  },
];

const CAMPAIGN_NAMES = [
  'Зимняя распродажа',
  'Новогодняя акция',
  'Открытие магазина на Тверской',
  'Чёрная пятница',
  'Запуск мобильного приложения',
  'Кофе с собой — второй в подарок',
  'Фитнес-абонемент на год',
  'Тест-драйв нового кроссовера',
  'Кредитные каникулы',
  'Доставка продуктов за 15 минут',
  'Премьера в кинотеатрах',
  'Школьный базар',
  'Ярмарка вакансий',
  'Летний фестиваль',
  'Сезон распродаж обуви',
  'Городской марафон',
  'Новая коллекция весна-лето',
  'Открытие катка',
  'Бонусная карта',
  'Неделя здоровья',
  'Концерт в филармонии',
  'Книжная ярмарка',
  'Скидки на технику',
  'Выставка современного искусства',
  'Курсы английского',
  'Ипотека 6%',
  'Парк развлечений',
  'Страхование путешествий',
  'Автомойка 24/7',
  'Детский лагерь',
];

/** The n-th seeded campaign's name; past the list the names come round again with « 2». */
export const campaignName = (index: number): string =>
  `${CAMPAIGN_NAMES[index % CAMPAIGN_NAMES.length] ?? 'Кампания'}${index >= CAMPAIGN_NAMES.length ? ' 2' : ''}`;

export const DECLINE_REASONS = [
  'Ролик содержит рекламу алкоголя без предупреждения.',
  'Недостаточно контрастный текст: номер телефона нечитаем.',
  'Ролик длиннее допустимых 15 секунд.',
];

export const VIDEO_COLOURS = ['#0f766e', '#9333ea', '#b45309', '#1d4ed8', '#be123c', '#4d7c0f'];
