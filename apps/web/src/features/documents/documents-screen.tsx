import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import {
  documentKeys,
  documentQueries,
  DocumentType,
  documentTypeLabels,
  Signing,
  signingLabels,
  type Document,
  type DocumentListParams,
} from '@ekran/api';
import {
  DataTable,
  EmptyState,
  FileDrop,
  FilterSheet,
  formatDate,
  IconButton,
  Modal,
  toast,
  type ColumnDef,
  type FileUploadContext,
} from '@ekran/ui';
import { FileLinks } from '../../components/file-links';
import { FilterSelect } from '../../components/filter-select';
import { StatusBadge } from '../../components/status-badge';
import { useApi } from '../../lib/api-context';
import { useListUrlState } from '../../lib/use-list-url-state';
import { errorText } from '../../lib/error-text';
import { tableQueryProps } from '../../lib/query-state';
import { OmittedRowsNote } from '../../lib/omitted-rows-note';

const PAGE_SIZES = [10, 20, 50];
const MAX_ACT_BYTES = 20 * 1024 * 1024;
const DOCUMENT_TYPES = [
  DocumentType.AGREEMENT,
  DocumentType.REPORT,
  DocumentType.CERTIFICATE_OF_COMPLETED_WORK,
] as const;
const SIGNINGS = [Signing.SIGNED, Signing.SENT, Signing.NOT_SIGNED] as const;

const oneOf = <T extends number>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => String(value) === raw);
const isLink = (value: string) => /^(https?:|data:|\/)/.test(value);

/** /documents: agreements, reports and acts with type and signing filters kept in the URL. */
export function DocumentsScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { search, page, pageSize, update, pagination } = useListUrlState(PAGE_SIZES);
  const [actFor, setActFor] = useState<Document | null>(null);

  const type = oneOf(DOCUMENT_TYPES, search.get('type'));
  const signing = oneOf(SIGNINGS, search.get('signing'));
  const params: DocumentListParams = { page, pageSize, type, signing };
  const documents = useQuery(documentQueries.list(api, params));
  const filtered = type !== undefined || signing !== undefined;

  const uploadAct = async (file: File, { onProgress, signal }: FileUploadContext) => {
    if (!actFor) throw new Error('Документ не выбран');
    // The drop area shows a failure itself, so no toast on top of it.
    const saved = await api.documents.uploadActRevise(actFor.id, file, {
      filename: file.name,
      signal,
      silent: true,
      onProgress: (progress) => onProgress(progress.percent),
    });
    await queryClient.invalidateQueries({ queryKey: documentKeys.all });
    toast.success(`Акт сверки к документу «${actFor.name}» загружен.`);
    return saved;
  };

  const columns: ColumnDef<Document, unknown>[] = [
    {
      id: 'name',
      header: 'Документ',
      meta: { mobile: 'title' },
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    {
      id: 'type',
      header: 'Тип',
      meta: { mobile: 'badge' },
      cell: ({ row }) => <StatusBadge kind="documentType" value={row.original.type} />,
    },
    {
      id: 'signing',
      header: 'Подписание',
      meta: { mobile: 'badge' },
      cell: ({ row }) => <StatusBadge kind="signing" value={row.original.signing} />,
    },
    {
      id: 'created_at',
      header: 'Дата',
      meta: { mobile: 'figure' },
      cell: ({ row }) => formatDate(row.original.created_at),
    },
    {
      id: 'act_revise',
      header: 'Акт сверки',
      cell: ({ row }) => {
        const act = row.original.act_revise;
        if (!act) return <span className="text-muted-foreground">Нет</span>;
        return isLink(act) ? (
          <a href={act} target="_blank" rel="noreferrer" className="text-primary hover:underline">
            Открыть акт
          </a>
        ) : (
          <span className="break-all">{act}</span>
        );
      },
    },
  ];

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Документы</h1>

      <FilterSheet
        label="Фильтры документов"
        active={(type !== undefined ? 1 : 0) + (signing !== undefined ? 1 : 0)}
        onReset={() => update({ type: undefined, signing: undefined })}
        className="flex flex-wrap items-end gap-4"
      >
        <FilterSelect
          label="Тип документа"
          className="w-full sm:w-60"
          value={type}
          options={DOCUMENT_TYPES}
          labels={documentTypeLabels}
          allLabel="Все документы"
          onValueChange={(value) => update({ type: value })}
        />
        <FilterSelect
          label="Подписание"
          className="w-full sm:w-52"
          value={signing}
          options={SIGNINGS}
          labels={signingLabels}
          allLabel="Любое"
          onValueChange={(value) => update({ signing: value })}
        />
      </FilterSheet>

      <DataTable
        caption="Документы"
        columns={columns}
        data={documents.data?.results ?? []}
        getRowId={(doc) => String(doc.id)}
        {...tableQueryProps(documents, errorText)}
        empty={
          <EmptyState
            headingLevel="h2"
            title={filtered ? 'Нет документов по этим условиям' : 'Документов пока нет'}
            text={
              filtered
                ? 'Измените тип или состояние подписания либо сбросьте фильтры.'
                : 'Договор, отчёты и акты появятся здесь, когда мы их подготовим.'
            }
          />
        }
        pagination={pagination(documents.data?.count ?? 0)}
        rowActionsLabel="Действия с документом"
        rowActions={(doc) => (
          <div className="flex justify-end gap-1">
            {doc.file ? (
              <FileLinks
                href={doc.file}
                openLabel={`Открыть: ${doc.name}`}
                downloadLabel={`Скачать: ${doc.name}`}
                downloadName={`${doc.name}.pdf`}
              />
            ) : null}
            <IconButton
              aria-label={`Загрузить акт сверки: ${doc.name}`}
              variant="ghost"
              size="sm"
              onClick={() => setActFor(doc)}
            >
              <Upload />
            </IconButton>
          </div>
        )}
      />

      <OmittedRowsNote count={documents.data?.omitted} />

      <Modal
        open={actFor !== null}
        onOpenChange={(open) => {
          if (!open) setActFor(null);
        }}
        title="Акт сверки"
        description={actFor ? `К документу «${actFor.name}».` : undefined}
        cancelText="Готово"
      >
        {actFor ? (
          <FileDrop
            key={actFor.id}
            label="Перетащите подписанный акт сверки сюда или выберите файл"
            accept={['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx', '.xls', '.xlsx']}
            maxSize={MAX_ACT_BYTES}
            onUpload={uploadAct}
            getErrorMessage={errorText}
          />
        ) : null}
      </Modal>
    </div>
  );
}
