import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInWithTokens, toast, watchApiRequests } from './fixtures';

/** The organization form on the fake backend, as an entrepreneur and as a legal entity. */

// The first screen waits for the in-browser fake to start (seconds on a loaded 2-core machine).
const expect = baseExpect.configure({ timeout: 30_000 });
// Whole journeys on a machine shared by several suites: more room than the default 30 s.
test.describe.configure({ timeout: 90_000 });
const UPDATE_PATH = '/api/v2/user/organization/update_my_organization/';

const field = (page: Page, section: string, label: RegExp) =>
  page.getByRole('region', { name: section }).getByRole('textbox', { name: label });

/** Every PUT of the organization, with its JSON body. */
async function recordSaves(page: Page): Promise<() => Record<string, unknown>[]> {
  const { calls } = await watchApiRequests(page);
  return () =>
    calls
      .filter((call) => call.method === 'PUT' && call.path === UPDATE_PATH)
      .map((call) => JSON.parse(call.body) as Record<string, unknown>);
}

async function fillActualAddress(page: Page) {
  const section = 'Фактический адрес';
  await field(page, section, /^Страна/).fill('Россия');
  await field(page, section, /^Индекс/).fill('190000');
  await field(page, section, /^Город/).fill('Санкт-Петербург');
  await field(page, section, /^Улица/).fill('Невский пр-т');
  await field(page, section, /^Дом/).fill('28');
}

async function fillBank(page: Page) {
  const section = 'Банковские реквизиты';
  await field(page, section, /^Банк/).fill('ПАО Сбербанк');
  await field(page, section, /^БИК/).fill('044525225');
  await field(page, section, /^Расчётный счёт/).fill('40802810838000012345');
  await field(page, section, /^Корреспондентский счёт/).fill('30101810400000000225');
}

const save = (page: Page) =>
  page.getByRole('button', { name: 'Сохранить и отправить на проверку' }).click();

test.beforeEach(async ({ context }) => {
  await signInWithTokens(context, 'newcomer');
});

test('an entrepreneur fills the organization: wrong INN refused, right one saved, address_same applied', async ({
  page,
}) => {
  const saves = await recordSaves(page);
  await page.goto('/organization');
  const status = page.getByRole('region', { name: 'Статус организации' });
  await expect(status.getByText('Не проверена')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Индивидуальный предприниматель' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /^КПП/ })).toHaveCount(0);

  const main = 'Основные сведения';
  await field(page, main, /^Наименование/).fill('ИП Новиков Олег Петрович');
  await field(page, main, /^ИНН/).fill('500100732258');
  await field(page, main, /^ОГРНИП/).fill('304500116000157');
  await fillActualAddress(page);
  await page.getByRole('checkbox', { name: 'Совпадает с фактическим' }).check();
  await expect(field(page, 'Юридический адрес', /^Город/)).toHaveValue('Санкт-Петербург');
  await fillBank(page);

  await save(page);
  await expect(
    page.getByText('ИНН с ошибкой: не сходятся контрольные цифры. Проверьте номер.'),
  ).toBeVisible();
  await expect(field(page, main, /^ИНН/)).toHaveAttribute('aria-invalid', 'true');
  expect(saves()).toHaveLength(0);

  await field(page, main, /^ИНН/).fill('500100732259');
  await save(page);
  await expect(toast(page, /сохранены и отправлены на проверку/, 'success')).toBeVisible();
  await expect(status.getByText('На проверке')).toBeVisible();
  expect(saves()).toHaveLength(1);
  const sent = saves()[0]!;
  expect(sent).toMatchObject({
    org_type: 1,
    inn: '500100732259',
    ogrn: '304500116000157',
    address_same: true,
    city: 'Санкт-Петербург',
    index: '190000',
    street: 'Невский пр-т',
  });
  for (const omitted of ['kpp', 'short_name', 'ceo_full_name', 'based_on'])
    expect(sent).not.toHaveProperty(omitted);

  // The fake backend keeps it: a reload shows what was saved.
  await page.reload();
  await expect(field(page, main, /^ИНН/)).toHaveValue('500100732259');
  await expect(field(page, 'Юридический адрес', /^Улица/)).toHaveValue('Невский пр-т');
});

test('a legal entity: 10-digit INN with its checksum, KPP and OGRN, legal address copied from the actual one', async ({
  page,
}) => {
  const saves = await recordSaves(page);
  await page.goto('/organization');
  await page.getByRole('radio', { name: 'Юридическое лицо' }).check();
  const main = 'Основные сведения';
  await field(page, main, /^Полное наименование/).fill(
    'Общество с ограниченной ответственностью «Ромашка»',
  );
  await field(page, main, /^Краткое наименование/).fill('ООО «Ромашка»');
  await field(page, main, /^ИНН/).fill('500100732259');
  await field(page, main, /^КПП/).fill('773601001');
  await field(page, main, /^ОГРН/).fill('1027700132194');
  await field(page, main, /^ФИО руководителя/).fill('Новиков Олег Петрович');
  await field(page, main, /^Действует на основании/).fill('Устава');
  await fillActualAddress(page);
  // A legal address typed first, then replaced by the actual one.
  await field(page, 'Юридический адрес', /^Город/).fill('Тверь');
  await fillBank(page);
  await field(page, 'Банковские реквизиты', /^Расчётный счёт/).fill('40702810938000000000');

  await save(page);
  await expect(page.getByText('ИНН юридического лица состоит из 10 цифр.')).toBeVisible();
  await expect(page.getByText(/^ОГРН с ошибкой/)).toBeVisible();
  await expect(
    page.getByText('Расчётный счёт не сходится с БИК: проверьте номер счёта и БИК.'),
  ).toBeVisible();

  await field(page, main, /^ИНН/).fill('7707083894');
  await expect(page.getByText(/^ИНН с ошибкой/)).toBeVisible();
  await field(page, main, /^ИНН/).fill('7707083893');
  await field(page, main, /^ОГРН/).fill('1027700132195');
  await field(page, 'Банковские реквизиты', /^Расчётный счёт/).fill('40702810638000000000');
  await page.getByRole('checkbox', { name: 'Совпадает с фактическим' }).check();
  await expect(field(page, 'Юридический адрес', /^Город/)).toHaveValue('Санкт-Петербург');
  expect(saves()).toHaveLength(0);

  await save(page);
  await expect(toast(page, /сохранены и отправлены на проверку/, 'success')).toBeVisible();
  expect(saves()).toHaveLength(1);
  expect(saves()[0]).toMatchObject({
    org_type: 2,
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    ceo_full_name: 'Новиков Олег Петрович',
    based_on: 'Устава',
    checking_account: '40702810638000000000',
    address_same: true,
    city: 'Санкт-Петербург',
  });
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Юридическое лицо' })).toBeChecked();
  await expect(field(page, main, /^КПП/)).toHaveValue('773601001');
});

test('the signed agreement uploads with progress and the signing state follows', async ({
  page,
}) => {
  await page.goto('/organization');
  const status = page.getByRole('region', { name: 'Статус организации' });
  await expect(status.getByText('Не подписан', { exact: true })).toBeVisible();
  await status.locator('input[type="file"]').setInputFiles({
    name: 'dogovor.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 signed agreement'),
  });
  await expect(status.getByText('Отправлен', { exact: true })).toBeVisible();
  await expect(status.getByRole('link', { name: 'Открыть загруженный договор' })).toBeVisible();
});
