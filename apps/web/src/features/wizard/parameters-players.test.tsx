import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '@ekran/api';
import type { MapPlayer } from '@ekran/ui/map';
import { ApiProvider } from '../../lib/api-context';
import { PlayersSection } from './parameters-players';
import type { ParametersValues } from './wizard-rules';

// The map itself is not under test: a stand-in that records the choice it was handed.
const { handed } = vi.hoisted(() => ({ handed: [] as MapPlayer[][] }));
vi.mock('../../lib/lazy-maps', () => ({
  LazyMapPicker: ({ value }: { value: MapPlayer[] }) => {
    handed.push(value);
    return null;
  },
}));

describe('PlayersSection', () => {
  it('hands the map one choice while it does not change, however often the form re-renders', () => {
    let form: UseFormReturn<ParametersValues> | undefined;
    function Host() {
      form = useForm<ParametersValues>();
      // Reading the errors subscribes this component, as the wizard's form does.
      void form.formState.errors;
      return (
        <PlayersSection
          form={form}
          campaignId={null}
          savedIds={[]}
          readOnly={false}
          narrow={false}
        />
      );
    }
    render(
      <ApiProvider api={{} as Api}>
        <QueryClientProvider client={new QueryClient()}>
          <Host />
        </QueryClientProvider>
      </ApiProvider>,
    );
    // A day of the schedule marks its field touched and validates it: the form renders again.
    act(() => form!.setError('target_days', { message: 'Выберите хотя бы один час' }));
    act(() => form!.clearErrors('target_days'));
    expect(handed.length).toBeGreaterThanOrEqual(3);
    // A new array each time made the map load its players again and redraw them.
    expect(new Set(handed).size).toBe(1);
    expect(handed[0]).toEqual([]);
  });
});
