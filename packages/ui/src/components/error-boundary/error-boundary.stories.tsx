import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../button';
import { ErrorBoundary, WidgetError, type ErrorBoundaryProps } from './error-boundary';
import { LoadError } from './load-error';
import { PLAYGROUND } from '../../../../../.storybook/visual';

/** A block that throws until it is fixed (an answer of another shape, then a good one). */
function Flaky({ broken }: { broken: boolean }) {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'map')");
  return <p>Статистика за 30 дней</p>;
}

type DemoProps = {
  /** WidgetError's `what`. */
  what?: string;
  /** ErrorBoundary's `onError`. */
  onError?: ErrorBoundaryProps['onError'];
};

function Demo({ what = 'Статистика', onError }: DemoProps) {
  const [broken, setBroken] = useState(true);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ErrorBoundary
        onError={onError}
        fallback={({ retry }) => (
          <WidgetError
            what={what}
            onRetry={() => {
              setBroken(false);
              retry();
            }}
          />
        )}
      >
        <Flaky broken={broken} />
      </ErrorBoundary>
      <p>Соседний блок работает</p>
    </div>
  );
}

/** One block of a screen fails alone; the rest stays, and «Повторить» renders it again. */
const meta = {
  title: 'Components/ErrorBoundary',
  component: Demo,
  argTypes: {
    what: {
      description:
        'What could not be shown, in the nominative, as the screen names the block («Статистика», «Последние кампании»); empty says «этот блок».',
      control: 'text',
    },
    onError: {
      description:
        "Told about the error and the component stack: the app's development console or monitoring.",
      control: false,
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WidgetFails: Story = {
  play: async ({ canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось показать блок «Статистика»');
    await expect(canvas.getByText('Соседний блок работает')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByText('Статистика за 30 дней')).toBeVisible();
  },
};

const onRetry = fn();

/**
 * One failed load, three places: `block` in place of a table's or a list's rows, `alert` for a
 * block or a step of a screen, `inline` for a side panel or a strip over a map. Each says what
 * failed and why, and offers «Повторить» (here also a second way out, «К списку»).
 */
export const Layouts: Story = {
  render: () => (
    <div className="grid max-w-3xl gap-6">
      <LoadError
        title="Не удалось загрузить ролики"
        details="Проверьте подключение и попробуйте ещё раз."
        onRetry={onRetry}
        className="rounded-md border py-10"
      />
      <LoadError
        layout="alert"
        title="Не удалось загрузить кампанию"
        details="Проверьте подключение к интернету и попробуйте ещё раз."
        onRetry={onRetry}
        actions={
          <Button variant="ghost" size="sm" asChild>
            <a href="#campaigns">К списку</a>
          </Button>
        }
      />
      <LoadError
        layout="inline"
        title="Не удалось загрузить экраны."
        details="Проверьте подключение и повторите."
        onRetry={onRetry}
        className="rounded-md border border-destructive/40 bg-card px-3 py-2 shadow-md"
      />
      <LoadError
        layout="inline"
        title="Не удалось загрузить геопланы."
        onRetry={onRetry}
        retrying
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    onRetry.mockClear();
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(4);
    await expect(alerts[0]).toHaveTextContent('Не удалось загрузить ролики');
    await expect(alerts[1]).toHaveTextContent('Не удалось загрузить кампанию');
    await expect(within(alerts[1]!).getByRole('link', { name: 'К списку' })).toBeVisible();
    await expect(alerts[2]).toHaveTextContent(
      'Не удалось загрузить экраны. Проверьте подключение и повторите.',
    );
    const retry = within(alerts[0]!).getByRole('button', { name: 'Повторить' });
    await userEvent.click(retry);
    await expect(onRetry).toHaveBeenCalledOnce();
    // The picture shows the layouts at rest, without the clicked button's focus ring.
    retry.blur();
    await expect(within(alerts[3]!).getByRole('button', { name: 'Повторить' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/**
 * Every prop in the Controls panel that reaches the real components of the stand-in block:
 * WidgetError's `what` and ErrorBoundary's `onError` (in the Actions panel). ErrorBoundary's
 * `children` and `fallback` are a node and a function, which the stand-in supplies; «Повторить»
 * mends the block, and Storybook's «Remount» breaks it again. LoadError's layouts are in Layouts.
 */
export const Playground: Story = {
  args: { what: 'Статистика', onError: fn() },
  parameters: PLAYGROUND,
};
