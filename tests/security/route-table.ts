import type { FastifyInstance } from 'fastify';

/*
 * The routes the app serves, read from its OpenAPI document: @fastify/swagger sees every route
 * as it is registered, so a new route appears here without anyone listing it. Routes hidden
 * from the document are only the client's pages and files (GET); hiddenStateChangingRoutes
 * proves no route that changes state hides there.
 */

export const STATE_CHANGING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface OpenApiOperation {
  parameters?: {
    name: string;
    in: 'path' | 'query' | 'header' | 'cookie';
    required?: boolean;
    schema?: JsonSchema;
  }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

export interface RouteInfo {
  /** "METHOD /path" with OpenAPI's {param} placeholders, e.g. "GET /api/cases/{id}". */
  key: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
}

export function servedRoutes(app: FastifyInstance): RouteInfo[] {
  const document = app.swagger() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

/**
 * How many routes of each state-changing method the router holds beyond those in the OpenAPI
 * document. The router's tree for one method ends each route's line with "(METHOD)"; the tree
 * of all methods together merges wildcard nodes and can drop one.
 */
export function hiddenStateChangingRoutes(app: FastifyInstance): Record<string, number> {
  const documented = servedRoutes(app);
  const hidden: Record<string, number> = {};
  for (const method of STATE_CHANGING_METHODS) {
    const tree = app.printRoutes({ commonPrefix: false, method });
    const served = tree.split('\n').filter((line) => line.trimEnd().endsWith(`(${method})`)).length;
    const inDocument = documented.filter((route) => route.method === method).length;
    if (served !== inDocument) hidden[method] = served - inDocument;
  }
  return hidden;
}
