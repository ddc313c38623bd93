import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorBoundary, WidgetError } from './error-boundary';

/** A block that throws until it is fixed (an answer of another shape, then a good one). */
function Flaky({ broken }: { broken: boolean }) {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'map')");
  return <p>Статистика за 30 дней</p>;
}

function Demo() {
  const [broken, setBroken] = useState(true);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ErrorBoundary
        fallback={({ retry }) => (
          <WidgetError
            what="Статистика"
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
