/**
 * Checks a live answer against the API's own document (`app.swagger()`): its status must be one the operation
 * documents, and a JSON body must match that response's schema (ajv; OpenAPI 3.0's `nullable` understood). Used by
 * the document's own tests and by the fuzz suite, so every answer they see is held to the document.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type DocumentedOperation = {
  method: string;
  path: string;
  operation: JsonObject;
};

/** Every operation of the document, with its method (upper case) and path template. */
export function operationsOf(document: unknown): DocumentedOperation[] {
  if (!isObject(document) || !isObject(document.paths)) throw new Error('the OpenAPI document has no paths');
  const operations: DocumentedOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue;
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const operation = item[method];
      if (isObject(operation)) operations.push({ method: method.toUpperCase(), path, operation });
    }
  }
  return operations;
}

export type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

/** A checker for `document`: `problem(method, path, answer)` is null when the answer is what the document says. */
export function documentChecker(document: unknown) {
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const compiled = new Map<unknown, ValidateFunction>();
  const validatorOf = (schema: JsonObject) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const operations = new Map(operationsOf(document).map((o) => [`${o.method} ${o.path}`, o.operation]));

  return function problem(method: string, path: string, answer: Answer): string | null {
    const operation = operations.get(`${method.toUpperCase()} ${path}`);
    if (!operation) return `${method} ${path} is not in the document`;
    const responses = isObject(operation.responses) ? operation.responses : {};
    const response = responses[String(answer.statusCode)];
    if (!isObject(response)) {
      return `answered ${answer.statusCode}, which the document does not list (${Object.keys(responses).join(', ')}): ${answer.body.slice(0, 200)}`;
    }
    const content = isObject(response.content) ? response.content : {};
    const json = content['application/json'];
    const type = String(answer.headers['content-type'] ?? '');
    if (!isObject(json) || !isObject(json.schema)) {
      const types = Object.keys(content);
      if (types.length && !types.some((t) => type.startsWith(t))) {
        return `answered ${answer.statusCode} as ${type}, documented as ${types.join(', ')}`;
      }
      return null;
    }
    if (!type.startsWith('application/json')) return `answered ${answer.statusCode} as ${type}, not JSON`;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `answered ${answer.statusCode} with a body that is not JSON: ${answer.body.slice(0, 200)}`;
    }
    const validate = validatorOf(json.schema);
    if (validate(body)) return null;
    const [error] = validate.errors ?? [];
    return `answered ${answer.statusCode} with a body outside its schema: ${error?.instancePath || '(root)'} ${error?.message ?? ''} — ${answer.body.slice(0, 300)}`;
  };
}
