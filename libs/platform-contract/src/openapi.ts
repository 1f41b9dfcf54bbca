import { toJsonSchema } from '@valibot/to-json-schema';
import { type GenericSchema, getDescription } from 'valibot';
import type { PlatformCall } from './call.ts';
import { PLATFORM_CALLS } from './calls/index.ts';

// The OpenAPI document for the platform team (docs/platform-api.openapi.json), written from the calls'
// schemas so that it says what the front end reads. OpenAPI 3.1 takes JSON Schema 2020-12 as it is.

const json = (schema: GenericSchema) => toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'throw' });

/** The platform's envelope around a call's value. */
function envelope(value: GenericSchema) {
  const { $schema: _drop, ...valueSchema } = json(value) as Record<string, unknown>;
  return {
    type: 'object',
    required: ['success'],
    properties: {
      success: { type: 'boolean' },
      errorCode: { type: 'string' },
      message: { type: 'string' },
      value: valueSchema,
    },
  };
}

function queryParameters(query: GenericSchema | undefined) {
  if (!query) return undefined;
  const schema = json(query) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function operation(call: PlatformCall) {
  const headers = [
    ...(call.moduleId ? [{ name: 'ModuleId', in: 'header', required: true, schema: { const: call.moduleId } }] : []),
    ...(call.idempotent ? [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } }] : []),
  ];
  const parameters = [...(queryParameters(call.query) ?? []), ...headers];
  return {
    operationId: call.name,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(call.body ? { requestBody: requestBody(call.body) } : {}),
    responses: {
      '200': {
        description: 'The envelope; value as below when success is true.',
        content: { 'application/json': { schema: envelope(call.value) } },
      },
    },
  };
}

function requestBody(body: GenericSchema) {
  // a multipart body (calls/shapes.ts's multipart: files in a FormData) has no JSON Schema; its description names the fields
  if (body.type === 'instance') {
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', description: getDescription(body) } } } };
  }
  return { required: true, content: { 'application/json': { schema: stripDialect(json(body)) } } };
}

function stripDialect(schema: object) {
  const { $schema: _drop, ...rest } = schema as Record<string, unknown>;
  return rest;
}

/** The whole document, its paths in the contract's order. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of PLATFORM_CALLS) {
    const path = (paths[call.path] ??= {});
    path[call.method.toLowerCase()] = operation(call);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Platform API as the mobile front end reads it',
      version: '1.0.0',
      description: 'Generated from libs/platform-contract (decision 035). Do not edit: run `pnpm --filter @wl/platform-contract openapi`.',
    },
    paths,
  };
}
