import { delay, getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { paths } from '@ekran/api';
import { fakeDomain, type MockDomain, mockUrl, type ScenarioName } from '@ekran/api/mocks/lazy';
import { screenParameters } from '../../test/screen-parameters';

/** A draft of the seeded agency with dates, budget, schedule, players and videos: every step open. */
export const READY_DRAFT = 13;
/** A draft of the seeded agency with no budget: only step 1 opens. */
export const DRAFT_WITHOUT_BUDGET = 12;
/** A campaign of the seeded agency that is in moderation: read-only. */
export const IN_MODERATION = 19;
/** A draft of the seeded advertiser with no budget. */
export const ADVERTISER_DRAFT = 27;

/** App parameters for a wizard story opening `route`. */
export const wizardApp = (route: string, user: 'agency' | 'advertiser' = 'agency') =>
  screenParameters(route, { path: '/create-company/*', user });

/** One domain of the fake backend in a named scenario. */
export const scenario = (
  domain: 'campaigns' | 'players' | 'videos',
  name: ScenarioName,
): Record<string, HttpHandler[]> => ({ [domain]: fakeDomain(domain, name) });

/** The campaign calls with some answers replaced (listed first, so they win). */
export const campaignsWith = (...overrides: HttpHandler[]): Record<string, HttpHandler[]> => ({
  campaigns: [...overrides, ...fakeDomain('campaigns')],
});

export const noVideos = http.get(mockUrl(paths.adv.videos(':id')), () => HttpResponse.json([]));

export const moderationRefused = http.post(mockUrl(paths.adv.runModeration(':id')), () =>
  HttpResponse.json({ detail: 'Организация ещё не подтверждена.' }, { status: 400 }),
);

export const editRefused = http.put(mockUrl(paths.adv.edit(':id')), () =>
  HttpResponse.json(
    { detail: 'Недостаточно средств на балансе: доступно 250 000,00 ₽.' },
    { status: 400 },
  ),
);

/** The campaign's players call fails (the saved choice cannot be drawn). */
export const campaignPlayersFail = http.get(mockUrl(paths.adv.players(':id')), () =>
  HttpResponse.json({ detail: 'Внутренняя ошибка сервера. Попробуйте позже.' }, { status: 500 }),
);

/** The campaign's players call never answers (the loading state). */
export const campaignPlayersPending = http.get(mockUrl(paths.adv.players(':id')), async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

/** Uploads never finish (a file in flight). */
export const uploadPending = http.post(mockUrl(paths.adv.uploadVideo(':id')), async () => {
  await delay('infinite');
  return HttpResponse.json([]);
});

type Json = Record<string, unknown>;

/** The fake's own answer to `request`, reshaped by `change` (an answer that lacks what it may). */
async function reshaped(domain: MockDomain, request: Request, change: (answer: Json) => Json) {
  const answer = await getResponse(fakeDomain(domain), request.clone());
  if (!answer?.ok) return answer;
  return HttpResponse.json(change((await answer.json()) as Json));
}

/** Campaign `id` as a backend that leaves fields out sends it: `change` takes them away. */
export const campaignDetailAs = (id: number, change: (campaign: Json) => Json) =>
  http.get(mockUrl(paths.adv.detail(':id')), ({ request, params }) =>
    params.id === String(id) ? reshaped('campaigns', request, change) : undefined,
  );

/** A role value the app does not know (it reads as null: unknown). */
const UNKNOWN_ROLE = 99;

/** get_me and the organization with a role the app does not know: the wizard cannot tell it. */
export const roleUnknown = {
  user: [
    http.get(mockUrl(paths.user.me), ({ request }) =>
      reshaped('user', request, (me) => ({ ...me, role: UNKNOWN_ROLE })),
    ),
    ...fakeDomain('user'),
  ],
  organization: [
    http.get(mockUrl(paths.organization.my), ({ request }) =>
      reshaped('organization', request, (organization) => ({
        ...organization,
        role: UNKNOWN_ROLE,
      })),
    ),
    ...fakeDomain('organization'),
  ],
};
