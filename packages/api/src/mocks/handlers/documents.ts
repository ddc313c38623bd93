import { Signing } from '../../enums.ts';
import { paths } from '../../paths.ts';
import { commit, getMockDb } from '../db/db.ts';
import { toDocument } from '../serialize.ts';
import {
  detail,
  emptyPage,
  idParam,
  listAnswer,
  matchesSearch,
  numberParam,
  ok,
  requireUser,
  route,
  type MockRoute,
} from './utils.ts';

const ACT_TYPES = /\.(pdf|jpe?g|png|docx?|xlsx?)$/i;
const ACT_MIME = /^(application\/pdf|image\/(png|jpeg))$/;

export const documentsRoutes: MockRoute[] = [
  route(
    'get',
    paths.documents.list,
    ({ request, url }) => {
      const user = requireUser(request);
      const type = numberParam(url, 'type');
      const signing = numberParam(url, 'signing', 'status');
      const search = url.searchParams.get('search');
      const docs = getMockDb().state.documents.filter(
        (doc) =>
          doc.user_id === user.id &&
          (type === undefined || doc.type === type) &&
          (signing === undefined || doc.signing === signing) &&
          matchesSearch(search, doc.name, doc.id),
      );
      return listAnswer(url, docs, {
        ordering: url.searchParams.get('ordering') ?? '-created_at',
        fields: {
          id: (doc) => doc.id,
          created_at: (doc) => doc.created_at,
          name: (doc) => doc.name,
          type: (doc) => doc.type,
          signing: (doc) => doc.signing,
        },
        serialize: toDocument,
      });
    },
    emptyPage,
  ),

  route('post', paths.documents.uploadActRevise(':id'), async ({ request, params }) => {
    const user = requireUser(request);
    const id = idParam(params);
    const doc = getMockDb().state.documents.find((row) => row.id === id && row.user_id === user.id);
    if (!doc) return detail(404, 'Документ не найден.');
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') return detail(400, 'Прикрепите файл акта сверки.');
    if (!ACT_TYPES.test(file.name || '') && !ACT_MIME.test(file.type))
      return detail(400, 'Допустимые форматы акта: PDF, JPG, PNG, DOC, XLS.');
    if (file.size === 0) return detail(400, 'Файл пуст.');
    if (file.size > 20 * 1024 * 1024) return detail(400, 'Файл больше 20 МБ.');
    doc.act_revise = file.name;
    // The act is accepted: the document counts as sent back for signing.
    if (doc.signing === Signing.NOT_SIGNED) doc.signing = Signing.SENT;
    commit();
    return ok(toDocument(doc));
  }),
];
