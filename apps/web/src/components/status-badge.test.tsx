import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statusLabelMaps, type StatusLabelKind } from '@ekran/api';
import { statusMaps, type StatusKind } from '@ekran/ui';
import { StatusBadge } from './status-badge';

describe('StatusBadge (app)', () => {
  it('knows the same enumerations and values as the ui tone maps', () => {
    const shape = (maps: Record<string, Record<number, unknown>>) =>
      Object.fromEntries(Object.entries(maps).map(([kind, map]) => [kind, Object.keys(map)]));
    expect(shape(statusLabelMaps)).toEqual(shape(statusMaps));
  });

  it.each(
    (Object.keys(statusLabelMaps) as StatusLabelKind[]).flatMap((kind) =>
      Object.entries(statusLabelMaps[kind]).map(
        ([value, label]) => [kind, Number(value), label] as const,
      ),
    ),
  )('shows the api word for %s %d (%s)', (kind, value, label) => {
    render(<StatusBadge kind={kind as StatusKind} value={value} />);
    expect(screen.getByText(label)).toHaveAttribute('data-kind', kind);
  });

  it('says «Неизвестно» for a value nobody knows', () => {
    render(<StatusBadge kind="campaignStatus" value={42} />);
    expect(screen.getByText('Неизвестно')).toBeInTheDocument();
  });
});

describe('StatusBadge prefix', () => {
  it('names the enumeration before the word', () => {
    render(<StatusBadge kind="campaignModerationStatus" value={3} prefix="Модерация:" />);
    expect(screen.getByText('Модерация: отклонена')).toBeInTheDocument();
  });
});
