import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { statusLabelMaps, type StatusLabelKind } from '@ekran/api';
import { StatusBadge } from './status-badge';

/** What each enumeration is called on the screens. */
const kindTitles: Record<StatusLabelKind, string> = {
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

function AllEnums() {
  return (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3 text-sm">
      {(Object.keys(statusLabelMaps) as StatusLabelKind[]).map((kind) => (
        <div key={kind} className="contents">
          <dt className="text-muted-foreground">{kindTitles[kind]}</dt>
          <dd className="flex flex-wrap gap-2">
            {Object.keys(statusLabelMaps[kind]).map((value) => (
              <StatusBadge key={value} kind={kind} value={Number(value)} />
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Every value of every enumeration of spec §3 as the screens show it: the colour from the ui tone
 * maps, the word from `@ekran/api`'s label maps (the one home of these words).
 */
const meta = {
  title: 'Foundations/Enum labels',
  component: AllEnums,
} satisfies Meta<typeof AllEnums>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Частично отклонена')).toHaveClass('bg-warning-soft');
    await expect(canvas.getByText('Акт выполненных работ')).toBeInTheDocument();
    await expect(canvas.getByText('RTB (аукцион)')).toBeInTheDocument();
  },
};

/** The same set on a tenant's dark theme; the accessibility check measures its contrast. */
export const Dark: Story = {
  globals: { theme: 'dark', tenant: 'mediafasad' },
  play: async (context) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await Light.play?.(context);
  },
};
