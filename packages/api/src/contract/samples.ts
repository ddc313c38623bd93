import type { JsonOperationName } from './operations/index.ts';

/**
 * One answer per call as a server following the contract could send it (wire form: before spec §5's
 * normalisation). The fetcher tests answer with these by default, the OpenAPI document shows them
 * as examples, and `contract.test.ts` proves each one passes its own schema.
 */

export const sampleTenant = {
  name: 'Экран',
  favicon: null,
  logo: '/tenants/ekran/logo.svg',
  email_tg: '@ekran_support',
  company_name: 'ООО «Экран»',
  domain: 'ekran.example',
};

export const sampleUser = {
  id: 3,
  email: 'advertiser@example.ru',
  phone: '79990000000',
  first_name: 'Анна',
  last_name: 'Петрова',
  role: 2,
  tenant: sampleTenant,
  balance: '15000.00',
  available_balance: '12000.00',
};

export const sampleOrganization = {
  org_type: 2,
  org_name: 'ООО «Ромашка»',
  short_name: 'Ромашка',
  country: 'Россия',
  index: '101000',
  city: 'Москва',
  street: 'Мясницкая',
  house_number: '1',
  carcase_number: '',
  office_number: '12',
  address_same: true,
  f_country: 'Россия',
  f_index: '101000',
  f_city: 'Москва',
  f_street: 'Мясницкая',
  f_house_number: '1',
  f_carcase_number: '',
  f_office_number: '12',
  inn: '7707083893',
  kpp: '773601001',
  checking_account: '40702810938000000001',
  ogrn: '1027700132195',
  bank: 'ПАО Сбербанк',
  bank_bik: '044525225',
  correspondent_acc: '30101810400000000225',
  ceo_full_name: 'Петрова Анна Сергеевна',
  based_on: 'Устава',
  phone: '74950000000',
  email: 'office@romashka.ru',
  signed: 1,
  user_agreement: null,
  bitrix_agreement: false,
  doc_status: 3,
  balance: '15000.00',
  available_balance: '12000.00',
  role: 2,
};

export const sampleBill = {
  id: 9,
  type: 1,
  amount: '5000.00',
  created_at: '2026-11-01T10:00:00Z',
  is_paid: false,
  number: '0042',
  file: null,
};

export const sampleDocument = {
  id: 4,
  type: 1,
  signing: 2,
  name: 'Договор оферты',
  created_at: '2026-10-01T10:00:00Z',
  file: '/media/docs/4.pdf',
  act_revise: null,
};

export const samplePlayer = {
  id: 101,
  name: 'Тверская, 7',
  address: 'Москва, Тверская ул., 7',
  city_name: 'Москва',
  type_name: 'BB',
  publisher_name: 'Гэллери',
  latitude: 55.7602,
  longitude: 37.6085,
  photo: null,
  venue: 'outdoor',
  is_transition: false,
  ots: '12.5',
  grp: '0.8',
  price: '150.00',
  resolution: '1920x1080',
};

export const sampleVideo = {
  id: 11,
  name: 'Осень 15 с',
  file: '/media/video/11.mp4',
  preview: null,
  duration: 15,
  created_at: '2026-10-10T10:00:00Z',
  moderation_status: 4,
  decline_reason: null,
};

/** Two hours of two days keep the example short; a real campaign sends 7 days × 24 hours. */
const hours = [
  { hour: '08', is_active: true },
  { hour: '09', is_active: false },
];

export const sampleCampaign = {
  id: 5,
  name: 'Осень',
  description: '',
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  audience: { age_from: 18, age_to: 100, gender: 'all', income: 'abc' },
  today_extra_limit: 0,
  budget_rollover: true,
  delay: 50,
  budget: '30000.00',
  daily_budget: '1000.00',
  spent_fast: false,
  agency_percent: 0,
  type: 1,
  target_days: [1, 2].map((day_number) => ({ day_number, hours })),
  players: [101],
  geo_plans: [],
  player_settings: [{ player_id: 101, daily_limit: null, video_id: 11, is_active: true }],
  status: 1,
  moderation_status: 5,
  spent: '1250.50',
  impressions: 830,
  created_at: '2026-10-20T10:00:00Z',
  moderation_comment: null,
  videos: [11],
};

const named = (id: number, name: string) => ({ id, name });
const djangoPage = <T>(results: T[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
const videoStat = {
  video_id: 11,
  name: 'Осень 15 с',
  impressions: 830,
  ots: '1200.5',
  spent: '1250.50',
};
const playerStat = {
  player_id: 101,
  name: 'Тверская, 7',
  address: 'Москва, Тверская ул., 7',
  impressions: 830,
  ots: '1200.5',
  spent: '1250.50',
};
const dailyStat = { date: '2026-11-02', impressions: 120, ots: '170.5', spent: '180.00' };
const campaignPlayer = {
  ...samplePlayer,
  daily_limit: null,
  video_id: 11,
  is_active: true,
  impressions: 830,
  spent: '1250.50',
};
const tokens = {
  access_token: 'header.payload.signature',
  refresh_token: 'header.payload.signature',
};
const geoplan = { id: 7, name: 'Центр', players: [101], created_at: '2026-10-01T10:00:00Z' };

export const responseSamples: Record<JsonOperationName, unknown> = {
  'auth.signin': tokens,
  'auth.refresh': tokens,
  'auth.signup': { detail: 'ok' },
  'auth.resetPasswordMail': { detail: 'ok' },
  'auth.resetTokenValid': { valid: true },
  'auth.exchangeToken': tokens,
  'auth.resetPassword': { detail: 'ok' },
  'auth.emailValid': { valid: true },
  'auth.phoneValid': { valid: true },
  'user.create': sampleUser,
  'user.getMe': sampleUser,
  'user.getBalance': { balance: '15000.00', available_balance: '12000.00' },
  'user.changePassword': { detail: 'ok' },
  'user.updateMe': sampleUser,
  'user.changeEmail': { detail: 'ok' },
  'user.editProfile': sampleUser,
  'tenant.list': [sampleTenant],
  'organization.getMy': sampleOrganization,
  'organization.updateMy': sampleOrganization,
  'organization.uploadAgreement': { ...sampleOrganization, user_agreement: '/media/agreement.pdf' },
  'billing.create': sampleBill,
  'billing.list': djangoPage([sampleBill]),
  'billing.remove': null,
  'documents.list': djangoPage([sampleDocument]),
  'documents.uploadActRevise': { ...sampleDocument, act_revise: '/media/act.pdf' },
  'players.list': djangoPage([samplePlayer]),
  'players.geoplans.list': [geoplan],
  'players.geoplans.create': geoplan,
  'players.geoplans.update': geoplan,
  'players.geoplans.remove': null,
  'players.types': [named(1, 'BB'), named(2, 'CB')],
  'players.simple': [{ id: 101, name: 'Тверская, 7', latitude: 55.7602, longitude: 37.6085 }],
  'players.publishers': [named(1, 'Гэллери')],
  'players.cities': [named(1, 'Москва')],
  'campaigns.list': djangoPage([sampleCampaign]),
  'campaigns.create': sampleCampaign,
  'campaigns.get': sampleCampaign,
  'campaigns.edit': sampleCampaign,
  'campaigns.modify': sampleCampaign,
  'campaigns.remove': null,
  'campaigns.duplicate': { ...sampleCampaign, id: 6, status: 4, moderation_status: 1 },
  'campaigns.runModeration': { ...sampleCampaign, status: 6 },
  'campaigns.cancelModeration': sampleCampaign,
  'campaigns.activate': sampleCampaign,
  'campaigns.pause': { ...sampleCampaign, status: 2 },
  'campaigns.finish': { ...sampleCampaign, status: 3 },
  'campaigns.archive': { ...sampleCampaign, status: 5 },
  'campaigns.addBudget': sampleCampaign,
  'campaigns.videos': [sampleVideo],
  'campaigns.videoStats': [videoStat],
  'campaigns.videosForUpload': [sampleVideo],
  'campaigns.uploadVideo': [sampleVideo],
  'campaigns.changeVideo': sampleVideo,
  'campaigns.deleteVideo': null,
  'campaigns.players': djangoPage([campaignPlayer]),
  'campaigns.playerStat': djangoPage([playerStat]),
  'campaigns.resetDailyLimit': { detail: 'ok' },
  'campaigns.editPlayerSettings': { detail: 'ok' },
  'campaigns.uploadPlayerVideo': { detail: 'ok' },
  'campaigns.mediaPlan': {
    players_count: 1,
    impressions: 900,
    ots: '1300.5',
    grp: '0.8',
    cost: '1350.00',
  },
  'campaigns.dailyStat': [dailyStat],
  'videos.list': djangoPage([sampleVideo]),
  'shared.get': sampleCampaign,
  'shared.videos': [sampleVideo],
  'shared.videoStats': [videoStat],
  'shared.playerStat': djangoPage([playerStat]),
  'shared.dailyStat': [dailyStat],
};
