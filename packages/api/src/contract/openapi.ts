import { authTokensSchema, validitySchema } from '../auth/auth.schemas.ts';
import { billSchema } from '../billing/billing.schemas.ts';
import {
  audienceSchema,
  campaignPlayerSchema,
  campaignRowSchema,
  campaignSchema,
  dailyStatSchema,
  mediaPlanSchema,
  playerSettingSchema,
  playerStatSchema,
  sharedCampaignSchema,
  targetDaySchema,
  videoStatSchema,
} from '../campaigns/campaigns.schemas.ts';
import { documentSchema } from '../documents/documents.schemas.ts';
import { organizationSchema } from '../organization/organization.schemas.ts';
import {
  geoplanSchema,
  namedSchema,
  playerSchema,
  simplePlayerSchema,
} from '../players/players.schemas.ts';
import { tenantSchema, tenantThemeSchema } from '../tenant/tenant.schemas.ts';
import { balanceSchema, userSchema } from '../user/user.schemas.ts';
import { videoSchema } from '../videos/videos.schemas.ts';
import { z } from './kit.ts';
import { visitFields } from './sources.ts';
import { operations, type Operation, type OperationName } from './operations/index.ts';
import { responseSamples } from './samples.ts';

/**
 * The contract as an OpenAPI 3.1 document, generated from the same table and schemas the client
 * checks answers with: `pnpm contract` writes it to packages/api/contract/openapi.json and
 * `openapi.test.ts` fails when the committed file is out of date. Schemas describe what the server
 * sends (the input side of each parser: before the defaults the client adds).
 */

/** Named schemas, shown once under components.schemas and referenced from the calls. */
const named: [string, z.ZodType][] = [
  ['AuthTokens', authTokensSchema],
  ['Validity', validitySchema],
  ['Tenant', tenantSchema],
  ['TenantTheme', tenantThemeSchema],
  ['User', userSchema],
  ['Balance', balanceSchema],
  ['Organization', organizationSchema],
  ['Bill', billSchema],
  ['Document', documentSchema],
  ['Video', videoSchema],
  ['Player', playerSchema],
  ['SimplePlayer', simplePlayerSchema],
  ['Named', namedSchema],
  ['Geoplan', geoplanSchema],
  ['Audience', audienceSchema],
  ['TargetDay', targetDaySchema],
  ['PlayerSetting', playerSettingSchema],
  ['Campaign', campaignSchema],
  ['CampaignRow', campaignRowSchema],
  ['SharedCampaign', sharedCampaignSchema],
  ['CampaignPlayer', campaignPlayerSchema],
  ['VideoStat', videoStatSchema],
  ['PlayerStat', playerStatSchema],
  ['DailyStat', dailyStatSchema],
  ['MediaPlan', mediaPlanSchema],
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** zod writes references to `#/$defs/…` whatever `uri` says; OpenAPI keeps them in components. */
const relink = (value: Json): Json => {
  if (Array.isArray(value)) return value.map(relink);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, each]) => [
      key,
      key === '$ref' && typeof each === 'string'
        ? each.replace(/^#\/\$defs\//, '#/components/schemas/')
        : relink(each),
    ]),
  );
};

/**
 * Where each property's name comes from: the spec section that names it, or "assumed by the front
 * end". Read from the schemas once (kit.ts `object(shape, spec(...))`).
 */
const sources = (() => {
  const found = new Map<z.ZodType, string>();
  const record = (schema: z.ZodType) =>
    visitFields(schema, ({ field, source }) => found.set(field, source));
  for (const [, schema] of named) record(schema);
  for (const operation of Object.values(operations) as Operation[])
    if (operation.response !== 'file') record(operation.response);
  return found;
})();

/** JSON Schema of one zod schema; named schemas become references, collected into `components`. */
const toSchema = (schema: z.ZodType, components: Record<string, Json>): Json => {
  const metadata = z.registry<{ id?: string; 'x-source'?: string }>();
  for (const [field, source] of sources) metadata.add(field, { 'x-source': source });
  for (const [id, each] of named) if (each !== schema) metadata.add(each, { id });
  const converted = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    metadata,
  }) as { [key: string]: Json };
  const { $schema: _schema, $defs, ...rest } = relink(converted) as { [key: string]: Json };
  for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
    if (!(id in components)) components[id] = def;
  }
  return rest;
};

const security: Record<Operation['access'], Json> = {
  bearer: [{ bearer: [] }],
  public: [],
  shared: [{ sharedToken: [], sharedAdv: [] }],
};

const parametersOf = (operation: Operation, components: Record<string, Json>): Json[] => {
  const parameters: Json[] = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name: name ?? '',
    in: 'path',
    required: true,
    schema: { type: 'integer' },
  }));
  if (operation.query) {
    const query = toSchema(operation.query, components) as {
      properties?: Record<string, Json>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        schema,
      });
    }
  }
  return parameters;
};

const requestBodyOf = (
  operation: Operation,
  components: Record<string, Json>,
): Json | undefined => {
  const content: Record<string, Json> = {};
  if (operation.body)
    content['application/json'] = { schema: toSchema(operation.body, components) };
  if (operation.form) {
    content['multipart/form-data'] = {
      schema: {
        type: 'object',
        properties: Object.fromEntries(
          operation.form.map((field) => [
            field,
            { type: 'string', contentMediaType: 'application/octet-stream' },
          ]),
        ),
        required: [...operation.form],
      },
    };
  }
  return Object.keys(content).length > 0 ? { required: true, content } : undefined;
};

const responseOf = (
  name: OperationName,
  operation: Operation,
  components: Record<string, Json>,
): Json => {
  if (operation.response === 'file') {
    return {
      description: 'A file (Content-Disposition names it).',
      content: {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      },
    };
  }
  const sample = (responseSamples as Record<string, unknown>)[name];
  return {
    description: operation.fromSpec
      ? `Spec §7: ${operation.fromSpec}. The field shapes are this front end's assumption.`
      : "This front end's assumption: spec §7 does not show this answer.",
    content: {
      'application/json': {
        schema: toSchema(operation.response, components),
        ...(sample === undefined ? {} : { example: sample as Json }),
      },
    },
  };
};

export const buildOpenApi = (): Json => {
  const components: Record<string, Json> = {};
  for (const [id, schema] of named) {
    components[id] = toSchema(schema, components);
  }
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, operation] of Object.entries(operations) as [OperationName, Operation][]) {
    const path = `/${operation.path}`;
    const requestBody = requestBodyOf(operation, components);
    const parameters = parametersOf(operation, components);
    (paths[path] ??= {})[operation.method.toLowerCase()] = {
      operationId: name,
      summary: operation.summary,
      tags: [name.split('.')[0] ?? name],
      security: security[operation.access],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: { '200': responseOf(name, operation, components) },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ekran API — the contract the front end expects',
      version: '1',
      description:
        'Generated by `pnpm contract` from packages/api/src/contract (do not edit by hand). Paths, ' +
        "methods and the few answers spec §7 shows are the spec's; every other answer shape is this " +
        "front end's assumption (see packages/api/README.md). Each property's `x-source` says which: " +
        'a spec section, or "assumed by the front end". `required` lists only what the spec names ' +
        'and a screen cannot do without (ids, tokens, the campaign status where it gates actions); ' +
        'everything else may be missing or null and is shown as unknown. Numbers may come as numeric strings ' +
        '(spec §5); lists may come as a bare array or as a {count, next, previous, results} page; ' +
        'unknown extra fields are allowed everywhere.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
      ),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        sharedToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'A shared campaign link: `Token {apitoken}`.',
        },
        sharedAdv: {
          type: 'apiKey',
          in: 'header',
          name: 'Adv',
          description: 'A shared campaign link: the campaign id (`apiuid`).',
        },
      },
    },
  };
};

/** The document as the committed file holds it. */
export const openApiText = (): string => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
