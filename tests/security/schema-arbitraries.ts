import fc from 'fast-check';
import { HUGE_STRING, ODD_STRINGS, SQL_PAYLOADS, TRAVERSAL_NAMES, XSS_PAYLOADS } from './payloads';
import type { JsonSchema, OpenApiOperation } from './route-table';

/*
 * fast-check arbitraries derived from a route's OpenAPI (JSON) schemas: mostly well-formed
 * values, so requests get past validation into the services, mixed with hostile ones (other
 * types, null, huge or odd strings, injection payloads, prototype keys, deep nesting).
 */

const MAX_GENERATED_LENGTH = 80;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...SQL_PAYLOADS,
    ...XSS_PAYLOADS,
    ...TRAVERSAL_NAMES,
    ...ODD_STRINGS,
    HUGE_STRING,
  ),
  fc.string({ unit: 'binary', maxLength: 300 }),
);

/** A field nested deeper than any form has (kept shallow enough to print a counterexample). */
const nested = fc.tuple(fc.integer({ min: 20, max: 150 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
});

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, [], {}),
  fc.jsonValue({ maxDepth: 3 }),
  nested,
);

function boundedLength(schema: JsonSchema) {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, 200));
  return { minLength, maxLength: Math.min(maxLength, minLength + MAX_GENERATED_LENGTH) };
}

function conformingString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length < 500);
    } catch {
      // A pattern JavaScript cannot compile: fall back to plain text.
    }
  }
  return fc.string({ unit: 'grapheme', ...boundedLength(schema) });
}

const clamp = (value: number | undefined, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.max(-1e9, Math.min(1e9, value));

/** A value the schema accepts (as far as JSON schema says), or null where it is nullable. */
export function conforming(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const value = conformingValue(schema, depth);
  return (schema as { nullable?: boolean }).nullable ? fc.option(value, { nil: null }) : value;
}

function conformingValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => conforming(alternative, depth)));
  }
  if (schema.allOf?.[0]) return conforming(schema.allOf[0], depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return conformingString(schema);
    case 'integer':
      return fc.integer({ min: clamp(schema.minimum, -1000), max: clamp(schema.maximum, 1000) });
    case 'number':
      return fc.double({
        min: clamp(schema.minimum, -1000),
        max: clamp(schema.maximum, 1000),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(field(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return objectOf(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A field's value: usually what the schema wants, sometimes anything at all. */
function field(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return hostileValue;
  return fc.oneof(
    { weight: 5, arbitrary: conforming(schema, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

const INTRUDER_KEYS = ['__proto__', 'constructor', 'prototype', 'role', 'isAdmin', 'userId'];

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const model = Object.fromEntries(keys.map((key) => [key, field(properties[key]!, depth + 1)]));
  const base = fc.record(model, { requiredKeys: schema.required ?? [] });
  const variants: fc.WeightedArbitrary<Record<string, unknown>>[] = [
    { weight: 6, arbitrary: base },
    {
      weight: 1,
      // A computed key makes "__proto__" an own property, as JSON.parse would.
      arbitrary: fc
        .tuple(base, fc.constantFrom(...INTRUDER_KEYS), hostileValue)
        .map(([object, key, value]) => ({ ...object, [key]: value })),
    },
  ];
  if (keys.length > 0) {
    variants.push({
      weight: 1,
      arbitrary: fc.tuple(base, fc.constantFrom(...keys)).map(([object, key]) => {
        const { [key]: _dropped, ...rest } = object;
        return rest;
      }),
    });
  }
  return fc.oneof(...variants);
}

/** A request body as JSON text; it prints short, since it may be 200 KB of brackets. */
export class JsonText {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    const shown = this.text.length > 300 ? `${this.text.slice(0, 300)}…` : this.text;
    return `JsonText(${this.text.length} chars: ${shown})`;
  }
}

/** Nesting no form has, up to the body limit: a parser or serializer that recurses overflows. */
const deepJsonText = fc
  .tuple(fc.integer({ min: 1000, max: 100_000 }), fc.boolean())
  .map(([depth, asArray]) =>
    asArray
      ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/**
 * A valid example with one field changed: hostile, another well-formed value, or gone; or with
 * a field no form has. These get past most checks and so reach the services' own rules.
 */
function mutationOf(
  valid: Record<string, unknown>,
  properties: Record<string, JsonSchema> = {},
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  const changed = keys.length
    ? fc.constantFrom(...keys).chain((key) =>
        fc
          .oneof(hostileValue, conforming(properties[key] ?? {}), fc.constant(undefined))
          .map((value) => {
            const { [key]: _old, ...rest } = valid;
            return value === undefined ? rest : { ...rest, [key]: value };
          }),
      )
    : fc.constant(valid);
  const intruder = fc
    .tuple(fc.constantFrom(...INTRUDER_KEYS), hostileValue)
    .map(([key, value]) => ({ ...valid, [key]: value }));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(valid) },
    { weight: 4, arbitrary: changed },
    {
      weight: 1,
      arbitrary: intruder,
    },
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON body for the operation: from its schema, a mutation of a valid example, or garbage.
 * Undefined sends none.
 */
export function bodyFor(
  operation: OpenApiOperation,
  valid?: unknown,
): fc.Arbitrary<JsonText | undefined> {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const generated = schema ? conforming(schema) : fc.oneof(fc.constant(undefined), fc.constant({}));
  const value = fc.oneof(
    { weight: 4, arbitrary: generated },
    {
      weight: isRecord(valid) ? 4 : 0,
      arbitrary: isRecord(valid) ? mutationOf(valid, schema?.properties) : generated,
    },
    { weight: 1, arbitrary: hostileValue },
  );
  return fc.oneof(
    {
      weight: 12,
      arbitrary: value.map((body) =>
        body === undefined ? undefined : new JsonText(JSON.stringify(body)),
      ),
    },
    { weight: 1, arbitrary: deepJsonText.map((text) => new JsonText(text)) },
  );
}

const asQueryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Query parameters: each absent, well-formed or hostile, sometimes given twice; or a valid
 * example with one parameter changed.
 */
export function queryFor(
  operation: OpenApiOperation,
  valid: Record<string, string> = {},
): fc.Arbitrary<[string, string][]> {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const perParameter = parameters.map((parameter) =>
    fc
      .tuple(
        fc.option(
          fc.oneof(
            ...(valid[parameter.name] ? [fc.constant(valid[parameter.name]!)] : []),
            conforming(parameter.schema ?? {}).map(asQueryText),
            hostileString,
          ),
          { nil: undefined },
        ),
        fc.boolean(),
      )
      .map(([value, twice]): [string, string][] =>
        value === undefined
          ? []
          : twice
            ? [
                [parameter.name, value],
                [parameter.name, value],
              ]
            : [[parameter.name, value]],
      ),
  );
  return fc.tuple(...perParameter).map((pairs) => pairs.flat());
}

/** Path parameters: the fixture's real value, a random id, or something hostile. */
export function paramsFor(
  operation: OpenApiOperation,
  real: Record<string, string> = {},
): fc.Arbitrary<Record<string, string>> {
  const names = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => parameter.name);
  return fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        fc.oneof(
          ...(real[name] ? [fc.constant(real[name])] : []),
          fc.uuid(),
          hostileString.filter((text) => text.length > 0 && text.length < 2000),
        ),
      ]),
    ),
  );
}
