import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDrop, type FileUploadContext } from './file-drop';

const MB = 1024 * 1024;
const attempts = new WeakMap<File, number>();

/**
 * A stand-in for the real upload: four progress steps on timers. A file whose name starts
 * with «broken» fails on its first attempt; «slow» ones stop at 40 % and wait for cancel.
 */
function fakeUpload(file: File, { onProgress, signal }: FileUploadContext): Promise<unknown> {
  const attempt = (attempts.get(file) ?? 0) + 1;
  attempts.set(file, attempt);
  return new Promise((resolve, reject) => {
    let step = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      step += 1;
      onProgress(step / 5);
      if (file.name.startsWith('slow') && step === 2) return;
      if (step < 5) {
        timer = setTimeout(tick, 20);
      } else if (file.name.startsWith('broken') && attempt === 1) {
        reject(new Error('500'));
      } else {
        resolve({ name: file.name });
      }
    };
    timer = setTimeout(tick, 20);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

const video = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'video/mp4' });

/** The hidden file input behind the drop zone, where userEvent.upload puts files. */
const fileInput = (root: HTMLElement) =>
  root.querySelector('input[type="file"]') as HTMLInputElement;

const rowOf = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name)) as HTMLElement;

const meta = {
  title: 'Components/FileDrop',
  component: FileDrop,
  args: {
    onUpload: fn(fakeUpload),
    onUploaded: fn(),
    accept: ['.mp4', '.mov'],
    maxSize: 200 * MB,
  },
  argTypes: {
    accept: {
      description: "Allowed extensions and MIME types, as the input's accept: ['.mp4', 'video/*'].",
      control: 'object',
    },
    maxSize: { description: 'Largest file in bytes.', control: { type: 'number', min: 0 } },
    multiple: {
      description: 'Several files (a queue); off, a new file replaces the last.',
      control: 'boolean',
      table: { defaultValue: { summary: 'true' } },
    },
    concurrency: {
      description: 'Files uploading at once; the rest wait in the queue.',
      control: { type: 'number', min: 1, max: 5 },
      table: { defaultValue: { summary: '2' } },
    },
    label: { description: 'The main line of the drop area.', control: 'text' },
    hint: {
      description: 'The small line; by default the allowed formats and size.',
      control: 'text',
    },
    disabled: { description: 'No drop, no picking.', control: 'boolean' },
    onUpload: {
      description:
        'Uploads one file with progress and an abort signal; the component knows no API.',
      control: false,
    },
    onUploaded: { control: false },
    getErrorMessage: { control: false },
  },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('Форматы: .mp4, .mov · до 200 МБ')).toBeInTheDocument();
    const input = fileInput(canvasElement);
    await userEvent.upload(input, [video('promo.mp4'), video('teaser.mov')]);

    const list = canvas.getByRole('list', { name: 'Файлы' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(within(list).getAllByText('Загружено')).toHaveLength(2));
    await expect(args.onUpload).toHaveBeenCalledTimes(2);
    await expect(args.onUploaded).toHaveBeenCalledWith(expect.any(File), { name: 'promo.mp4' });
    const bar = within(rowOf(list, 'promo.mp4')).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Wrong format and too large: refused with the reason, never uploaded. */
export const Rejected: Story = {
  args: { maxSize: 1 * MB },
  play: async ({ canvas, canvasElement, args }) => {
    // The input's accept attribute would filter these out; a drop would not, so check anyway.
    const user = userEvent.setup({ applyAccept: false });
    const input = fileInput(canvasElement);
    await user.upload(input, [
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      video('huge.mp4', 2 * MB),
    ]);
    const list = canvas.getByRole('list', { name: 'Файлы' });
    await expect(rowOf(list, 'setup.exe')).toHaveTextContent('Недопустимый формат: .exe');
    await expect(rowOf(list, 'huge.mp4')).toHaveTextContent('Файл больше 1 МБ');
    await expect(args.onUpload).not.toHaveBeenCalled();
    // A refused file can be removed but not retried.
    await expect(canvas.queryByRole('button', { name: /Повторить/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать setup.exe' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const ErrorAndRetry: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = fileInput(canvasElement);
    await userEvent.upload(input, video('broken.mp4'));
    const list = canvas.getByRole('list', { name: 'Файлы' });
    await waitFor(() =>
      expect(rowOf(list, 'broken.mp4')).toHaveTextContent('Не удалось загрузить файл'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить загрузку broken.mp4' }));
    await waitFor(() => expect(rowOf(list, 'broken.mp4')).toHaveTextContent('Загружено'));
    await expect(args.onUpload).toHaveBeenCalledTimes(2);
  },
};

/** Cancel aborts the request through the signal and drops the file from the list. */
export const CancelUpload: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = fileInput(canvasElement);
    await userEvent.upload(input, video('slow.mp4'));
    const list = canvas.getByRole('list', { name: 'Файлы' });
    await waitFor(() =>
      expect(within(list).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'),
    );
    await expect(rowOf(list, 'slow.mp4')).toHaveTextContent('Загрузка… 40');
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить загрузку slow.mp4' }));
    await expect(canvas.queryByRole('list', { name: 'Файлы' })).not.toBeInTheDocument();
    const context = lastUploadContext(args.onUpload);
    await expect(context?.signal.aborted).toBe(true);
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** With one upload at a time the second file waits in the queue. */
export const Queue: Story = {
  args: { concurrency: 1 },
  play: async ({ canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    await userEvent.upload(input, [video('slow-first.mp4'), video('second.mp4')]);
    const list = canvas.getByRole('list', { name: 'Файлы' });
    await expect(rowOf(list, 'second.mp4')).toHaveTextContent('В очереди');
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить загрузку slow-first.mp4' }));
    await waitFor(() => expect(rowOf(list, 'second.mp4')).toHaveTextContent('Загружено'));
  },
};

export const Single: Story = {
  args: {
    multiple: false,
    label: 'Перетащите подписанный договор',
    accept: ['.pdf'],
    maxSize: 10 * MB,
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Выбрать файл' })).toBeInTheDocument();
    const input = fileInput(canvasElement);
    const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
    await userEvent.upload(input, pdf('slow-draft.pdf'));
    // A second file replaces the first and cancels its upload.
    await userEvent.upload(input, pdf('signed.pdf'));
    const list = canvas.getByRole('list', { name: 'Файлы' });
    await waitFor(() => expect(rowOf(list, 'signed.pdf')).toHaveTextContent('Загружено'));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const first = (args.onUpload as unknown as { mock: { calls: [File, FileUploadContext][] } })
      .mock.calls[0];
    await expect(first?.[1].signal.aborted).toBe(true);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Выбрать файлы' })).toBeDisabled();
  },
};

/** The upload context the last call received. */
function lastUploadContext(mock: unknown): FileUploadContext | undefined {
  const calls = (mock as { mock: { calls: [File, FileUploadContext][] } }).mock.calls;
  return calls.at(-1)?.[1];
}

/** Every prop in the Controls panel; drop or pick a file (the upload is a stand-in). */
export const Playground: Story = {
  args: { multiple: true, concurrency: 2, disabled: false },
};
