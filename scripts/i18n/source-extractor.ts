import { parse } from '@babel/parser';
import babelExtractorModule from '@lingui/cli/api/extractors/babel';
import type { ExtractorType } from '@lingui/conf';

// A CommonJS module: some loaders hand over its exports object rather than its default.
const linguiExtractor: ExtractorType =
  (babelExtractorModule as unknown as { default?: ExtractorType }).default ?? babelExtractorModule;

/** `@shared/i18n/text`, or a relative path to it from within src/shared. */
const TEXT_MODULE = /(?:^@shared|^\.{1,2})\/(?:.*\/)?i18n\/text$/;
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

type Node = { type: string; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function* nodesOf(node: Node): Generator<Node> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* nodesOf(item);
    } else if (isNode(value)) yield* nodesOf(value);
  }
}

/** The literal text of a string or of a template literal without expressions. */
function literalText(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string } }[];
    return quasi?.value.cooked;
  }
  return undefined;
}

/**
 * The `text('…')` calls (src/shared/i18n/text.ts): each call's literal is a message
 * whose id is the text itself. A call with anything but a literal is an error, since it could
 * never be translated.
 */
function extractTextCalls(
  filename: string,
  code: string,
  onMessageExtracted: Parameters<ExtractorType['extract']>[2],
): void {
  if (!code.includes('i18n/text')) return;
  const ast = parse(code, {
    sourceType: 'module',
    plugins: filename.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'],
  }) as unknown as Node;
  const localNames = new Set<string>();
  for (const node of nodesOf(ast)) {
    if (node.type !== 'ImportDeclaration') continue;
    if (!TEXT_MODULE.test((node.source as { value: string }).value)) continue;
    for (const specifier of node.specifiers as Node[]) {
      const imported = specifier.imported as { name?: string } | undefined;
      if (imported?.name === 'text') localNames.add((specifier.local as { name: string }).name);
    }
  }
  if (localNames.size === 0) return;
  for (const node of nodesOf(ast)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    if (callee.type !== 'Identifier' || !localNames.has(callee.name as string)) continue;
    const [argument] = node.arguments as Node[];
    const message = literalText(argument);
    const start = (node.loc as { start: { line: number; column: number } }).start;
    if (message === undefined) {
      throw new Error(
        `${filename}:${start.line}: text() takes a literal string, so that it can be translated.`,
      );
    }
    onMessageExtracted({ id: message, message, origin: [filename, start.line, start.column] });
  }
}

/**
 * Lingui runs the first extractor that matches a file, so this one does both: Lingui's own
 * (macros) and the `text()` calls.
 */
export const sourceExtractor: ExtractorType = {
  match: (filename) => SOURCE.test(filename) && !filename.includes('node_modules'),
  async extract(filename, code, onMessageExtracted, context) {
    await linguiExtractor.extract(filename, code, onMessageExtracted, context);
    extractTextCalls(filename, code, onMessageExtracted);
  },
};
