import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { OrgStatus, OrgType, paths, Signing, UserRole, type Organization } from '@ekran/api';
import { fakeDomain, mockUrl } from '@ekran/api/mocks/lazy';
import { StaleDataNotice } from '../../lib/query-state';
import { storyQueryClient, withApp } from '../../test/app-story';
import { screenParameters } from '../../test/screen-parameters';
import { OrganizationScreen } from './organization-screen';
import { screenModes } from '../../../../../.storybook/visual';

const meta = {
  title: 'Screens/Organization',
  component: OrganizationScreen,
  decorators: [withApp],
  parameters: { chromatic: { modes: screenModes() }, ...screenParameters('/organization') },
} satisfies Meta<typeof OrganizationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A filled legal entity as the server would send it, for the status stories. */
const legalEntity: Organization = {
  org_type: OrgType.LEGAL_ENTITY,
  org_name: 'Общество с ограниченной ответственностью «Ромашка»',
  short_name: 'ООО «Ромашка»',
  country: 'Россия',
  index: '125009',
  city: 'Москва',
  street: 'ул. Тверская',
  house_number: '7',
  carcase_number: '',
  office_number: '12',
  address_same: true,
  f_country: 'Россия',
  f_index: '125009',
  f_city: 'Москва',
  f_street: 'ул. Тверская',
  f_house_number: '7',
  f_carcase_number: '',
  f_office_number: '12',
  inn: '7707083893',
  kpp: '773601001',
  checking_account: '40702810438000060473',
  ogrn: '1027700132195',
  bank: 'ПАО Сбербанк',
  bank_bik: '044525225',
  correspondent_acc: '30101810400000000225',
  ceo_full_name: 'Соколов Павел Андреевич',
  based_on: 'Устава',
  phone: '+79135550099',
  email: 'office@romashka.ru',
  signed: Signing.NOT_SIGNED,
  user_agreement: null,
  bitrix_agreement: false,
  doc_status: OrgStatus.NEW,
  balance: 5000,
  available_balance: 5000,
  role: UserRole.ADVERTISER,
};

/** The organization domain answering GET with a fixed organization; saving and uploads stay real. */
const withOrganization = (overrides: Partial<Organization>) => ({
  msw: {
    handlers: {
      organization: [
        http.get(mockUrl(paths.organization.my), () =>
          HttpResponse.json({ ...legalEntity, ...overrides }),
        ),
        ...fakeDomain('organization'),
      ],
    },
  },
});

const statusCard = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: 'Статус организации' }));

/** The agency's legal entity: approved, agreement signed, every requisite valid. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const status = await statusCard(canvas);
    await expect(status.getByText('Подтверждена')).toBeInTheDocument();
    await expect(status.getByText('Подписан')).toBeInTheDocument();
    await expect(status.getByText(/можно запускать кампании/)).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Юридическое лицо' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^ИНН/ })).toHaveValue('7707083893');
    await expect(canvas.getByRole('textbox', { name: /^КПП/ })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^ОГРН/ })).toHaveValue('1027700132195');
  },
};

/** The advertiser is an entrepreneur: no KPP, short name, CEO or «based on»; OGRNIP instead of OGRN. */
export const Entrepreneur: Story = {
  parameters: { app: { route: '/organization', path: '/organization', user: 'advertiser' } },
  play: async ({ canvas }) => {
    await statusCard(canvas);
    await expect(
      canvas.getByRole('radio', { name: 'Индивидуальный предприниматель' }),
    ).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^ОГРНИП/ })).toHaveValue('304500116000157');
    await expect(canvas.queryByRole('textbox', { name: /^КПП/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: /Краткое наименование/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: /ФИО руководителя/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: /на основании/ })).toBeNull();
  },
};

/** A value the app does not know: it reads as unknown. */
const UNKNOWN = 99;

/**
 * Type, verification, signing and role the app does not know: the badges say «Неизвестно», nothing
 * claims approval, no type is chosen and saving asks the user to choose it.
 */
export const UnknownValues: Story = {
  parameters: {
    msw: {
      handlers: {
        organization: [
          http.get(mockUrl(paths.organization.my), () =>
            HttpResponse.json({
              ...legalEntity,
              org_type: UNKNOWN,
              doc_status: UNKNOWN,
              signed: UNKNOWN,
              role: UNKNOWN,
            }),
          ),
          ...fakeDomain('organization'),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const status = await statusCard(canvas);
    await expect(status.getAllByText('Неизвестно')).toHaveLength(2);
    await expect(status.getByText(/Статус проверки неизвестен/)).toBeInTheDocument();
    await expect(status.queryByText(/можно запускать кампании/)).toBeNull();
    await expect(status.getByText(/Состояние договора неизвестно/)).toBeInTheDocument();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Сохранить и отправить на проверку' }),
    );
    await expect(
      await canvas.findByText('Выберите тип организации: ИП или юридическое лицо.'),
    ).toBeInTheDocument();
    // The reference shows the status and the type, as the page opens.
    window.scrollTo(0, 0);
  },
};

/** A new user: empty form, status «Не проверена», agreement not signed, upload offered. */
export const NewOrganization: Story = {
  parameters: { app: { route: '/organization', path: '/organization', user: 'newcomer' } },
  play: async ({ canvas }) => {
    const status = await statusCard(canvas);
    await expect(status.getByText('Не проверена')).toBeInTheDocument();
    await expect(status.getByText('Не подписан')).toBeInTheDocument();
    await expect(status.getByText(/Заполните реквизиты/)).toBeInTheDocument();
    await expect(status.getByText(/Перетащите подписанный договор/)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^ИНН/ })).toHaveValue('');
  },
};

export const Waiting: Story = {
  parameters: withOrganization({ doc_status: OrgStatus.WAITING, signed: Signing.SENT }),
  play: async ({ canvas }) => {
    const status = await statusCard(canvas);
    await expect(status.getByText('На проверке')).toBeInTheDocument();
    await expect(status.getByText('Отправлен')).toBeInTheDocument();
    await expect(status.getByText(/Мы проверяем данные/)).toBeInTheDocument();
  },
};

export const Declined: Story = {
  parameters: withOrganization({ doc_status: OrgStatus.CANCEL, signed: Signing.NOT_SIGNED }),
  play: async ({ canvas }) => {
    const status = await statusCard(canvas);
    await expect(status.getByText('Отклонена')).toBeInTheDocument();
    await expect(status.getByText(/Данные отклонены/)).toBeInTheDocument();
  },
};

export const ApprovedNotSigned: Story = {
  parameters: withOrganization({ doc_status: OrgStatus.APPROVE, signed: Signing.NOT_SIGNED }),
  play: async ({ canvas }) => {
    const status = await statusCard(canvas);
    await expect(status.getByText('Подтверждена')).toBeInTheDocument();
    await expect(status.getByText(/Договор не подписан/)).toBeInTheDocument();
  },
};

/** Wrong INN and account keys are refused with messages a Russian accountant understands. */
export const InvalidRequisites: Story = {
  play: async ({ canvas, userEvent }) => {
    const inn = await canvas.findByRole('textbox', { name: /^ИНН/ });
    await userEvent.clear(inn);
    await userEvent.type(inn, '7707083894');
    const account = canvas.getByRole('textbox', { name: /^Расчётный счёт/ });
    await userEvent.clear(account);
    await userEvent.type(account, '40702810938000000000');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Сохранить и отправить на проверку' }),
    );
    await expect(await canvas.findByText(/не сходятся контрольные цифры/)).toBeInTheDocument();
    await expect(canvas.getByText(/Расчётный счёт не сходится с БИК/)).toBeInTheDocument();
    await expect(inn).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Проверьте поля с ошибками.')).toBeInTheDocument();
  },
};

/** What the last save sent, read by the story that checks the PUT body. */
let lastSaved: Record<string, unknown> | undefined;

/** Switching to an entrepreneur asks for 12 digits; the hidden legal fields are not sent. */
export const SwitchToEntrepreneur: Story = {
  parameters: {
    msw: {
      handlers: {
        organization: [
          http.put(mockUrl(paths.organization.update), async ({ request }) => {
            lastSaved = (await request.clone().json()) as Record<string, unknown>;
            // Falls through to the fake backend, which saves it.
            return undefined;
          }),
          ...fakeDomain('organization'),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    lastSaved = undefined;
    const radio = await canvas.findByRole('radio', { name: 'Индивидуальный предприниматель' });
    await userEvent.click(radio);
    await expect(canvas.queryByRole('textbox', { name: /^КПП/ })).toBeNull();
    const save = canvas.getByRole('button', { name: 'Сохранить и отправить на проверку' });
    await userEvent.click(save);
    await expect(
      await canvas.findByText('ИНН предпринимателя состоит из 12 цифр.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('ОГРНИП состоит из 15 цифр.')).toBeInTheDocument();
    await expect(lastSaved).toBeUndefined();
    const inn = canvas.getByRole('textbox', { name: /^ИНН/ });
    await userEvent.clear(inn);
    await userEvent.type(inn, '500100732259');
    const ogrnip = canvas.getByRole('textbox', { name: /^ОГРНИП/ });
    await userEvent.clear(ogrnip);
    await userEvent.type(ogrnip, '304500116000157');
    await userEvent.click(save);
    await waitFor(() => expect(lastSaved).toBeDefined());
    await expect(lastSaved).toMatchObject({ org_type: 1, inn: '500100732259' });
    for (const field of ['kpp', 'short_name', 'ceo_full_name', 'based_on'])
      await expect(lastSaved).not.toHaveProperty(field);
    // Changed requisites go back to verification.
    const status = await statusCard(canvas);
    await waitFor(() => expect(status.getByText('На проверке')).toBeInTheDocument());
  },
};

/** Ticking «Совпадает с фактическим» copies the actual address into the legal one. */
export const AddressSame: Story = {
  parameters: withOrganization({ address_same: false, city: 'Тверь', f_city: 'Москва' }),
  play: async ({ canvas, userEvent }) => {
    const legal = within(await canvas.findByRole('region', { name: 'Юридический адрес' }));
    await expect(legal.getByRole('textbox', { name: /Город/ })).toHaveValue('Тверь');
    await userEvent.click(legal.getByRole('checkbox', { name: 'Совпадает с фактическим' }));
    await expect(legal.getByRole('textbox', { name: /Город/ })).toHaveValue('Москва');
    await expect(legal.getByRole('textbox', { name: /Город/ })).toHaveAttribute('readonly');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { organization: fakeDomain('organization', 'loading') },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Загрузка данных организации')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: { organization: fakeDomain('organization', 'error') },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Не удалось загрузить данные организации'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  },
};

/** The server refuses the save: the error shows and nothing typed is lost. */
export const SaveRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        organization: [
          http.put(mockUrl(paths.organization.update), () =>
            HttpResponse.json({ inn: ['ИНН уже зарегистрирован.'] }, { status: 400 }),
          ),
          ...fakeDomain('organization'),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const bank = await canvas.findByRole('textbox', { name: /^Банк/ });
    await userEvent.clear(bank);
    await userEvent.type(bank, 'АО «Т-Банк»');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Сохранить и отправить на проверку' }),
    );
    await expect(await canvas.findByText('ИНН уже зарегистрирован.')).toBeInTheDocument();
    await expect(bank).toHaveValue('АО «Т-Банк»');
  },
};

/** The organization call starts failing while the form is on screen (a 503 after a network drop). */
const organizationDown = { on: false };

/**
 * A background refresh fails while the user types: the form and the typed text stay, a quiet notice
 * says the data could not be refreshed, and «Повторить» brings it back.
 */
export const RefreshFails: Story = {
  parameters: {
    app: {
      route: '/organization',
      path: '/organization',
      user: 'agency',
      wrap: (story: ReactNode) => (
        <>
          <StaleDataNotice />
          {story}
        </>
      ),
    },
    msw: {
      handlers: {
        organization: [
          http.get(mockUrl(paths.organization.my), () =>
            organizationDown.on
              ? HttpResponse.json({ detail: 'Сервис временно недоступен.' }, { status: 503 })
              : undefined,
          ),
          ...fakeDomain('organization'),
        ],
      },
    },
  },
  beforeEach: () => {
    organizationDown.on = false;
    return () => {
      organizationDown.on = false;
    };
  },
  play: async ({ canvas, userEvent }) => {
    const bank = await canvas.findByRole('textbox', { name: /^Банк/ }, { timeout: 10000 });
    await userEvent.clear(bank);
    await userEvent.type(bank, 'АО Новый банк');
    organizationDown.on = true;
    await storyQueryClient().refetchQueries();
    const notice = await canvas.findByRole('status', {}, { timeout: 10000 });
    await expect(notice).toHaveTextContent('Не удалось обновить данные');
    await expect(canvas.getByRole('textbox', { name: /^Банк/ })).toHaveValue('АО Новый банк');
    await expect(canvas.queryByText('Не удалось загрузить данные организации')).toBeNull();
    organizationDown.on = false;
    await userEvent.click(within(notice).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(canvas.queryByText(/Не удалось обновить данные/)).toBeNull(), {
      timeout: 10000,
    });
    await expect(canvas.getByRole('textbox', { name: /^Банк/ })).toHaveValue('АО Новый банк');
  },
};
