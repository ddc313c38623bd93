import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './status-badge';
import { statusMaps, type StatusKind } from './status-maps';

const kindTitles: Record<StatusKind, string> = {
  campaignStatus: 'Статус кампании',
  campaignModerationStatus: 'Модерация кампании',
  videoModerationStatus: 'Модерация ролика',
  organizationStatus: 'Проверка организации',
  signing: 'Подписание',
  billType: 'Тип счёта',
  documentType: 'Тип документа',
  campaignType: 'Тип кампании',
  userRole: 'Роль',
  organizationType: 'Тип организации',
};

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { kind: 'campaignStatus', value: 1 },
  argTypes: { kind: { control: 'select', options: Object.keys(statusMaps) } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Активна')).toHaveClass('bg-success-soft');
  },
};

function Gallery({ kind }: { kind: StatusKind }) {
  return (
    <div className="flex flex-wrap gap-2">
      {Object.keys(statusMaps[kind]).map((value) => (
        <StatusBadge key={value} kind={kind} value={Number(value)} />
      ))}
    </div>
  );
}

/** Every value of every enum of spec §3. */
export const AllEnums: Story = {
  render: () => (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3 text-sm">
      {(Object.keys(statusMaps) as StatusKind[]).map((kind) => (
        <div key={kind} className="contents">
          <dt className="text-muted-foreground">{kindTitles[kind]}</dt>
          <dd>
            <Gallery kind={kind} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Частично отклонена')).toBeInTheDocument();
    await expect(canvas.getByText('Акт выполненных работ')).toBeInTheDocument();
  },
};

export const CampaignStatus: Story = { render: () => <Gallery kind="campaignStatus" /> };
export const CampaignModeration: Story = {
  render: () => <Gallery kind="campaignModerationStatus" />,
};
export const VideoModeration: Story = { render: () => <Gallery kind="videoModerationStatus" /> };
export const OrganizationStatus: Story = { render: () => <Gallery kind="organizationStatus" /> };
export const Signing: Story = { render: () => <Gallery kind="signing" /> };

export const Unknown: Story = {
  args: { value: 42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Неизвестно')).toBeInTheDocument();
  },
};

export const Solid: Story = {
  args: { appearance: 'solid', kind: 'campaignModerationStatus', value: 3 },
};

/** The same set on a tenant's dark theme; the accessibility check measures its contrast. */
export const AllEnumsDark: Story = {
  ...AllEnums,
  globals: { theme: 'dark', tenant: 'mediafasad' },
  play: async (context) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(document.documentElement).toHaveAttribute('data-tenant', 'mediafasad');
    await AllEnums.play?.(context);
  },
};
