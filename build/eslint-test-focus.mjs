/**
 * Lint rules for test files (issue 23): a focused test (`it.only`, `fdescribe`, …) silently drops every other test of
 * its file, so it never lands; a skipped test (`it.skip`, `xit`, `describe.skip`, `test.fixme`, …) lands only with its
 * reason written beside it:
 * - Playwright's conditional form with a reason, `test.skip(condition, 'why')`;
 * - a condition in code, `cond ? describe : describe.skip` (the condition is the reason);
 * - or a comment on the line above or at the end of the line.
 */

const TEST_FUNCTIONS = new Set(['it', 'test', 'describe']);
const FOCUSED_NAMES = new Set(['fit', 'fdescribe', 'ftest']);
const SKIPPED_NAMES = new Set(['xit', 'xdescribe', 'xtest']);
const SKIPPING_PROPERTIES = new Set(['skip', 'fixme', 'todo']);

/** `it`, `test`, `describe`, or `test.describe` / `describe.each`-style chains rooted at one of them. */
function rootsAtTestFunction(node) {
  if (node.type === 'Identifier') return TEST_FUNCTIONS.has(node.name);
  if (node.type === 'MemberExpression') return rootsAtTestFunction(node.object);
  return false;
}

function propertyName(member) {
  if (member.computed) return member.property.type === 'Literal' ? String(member.property.value) : undefined;
  return member.property.type === 'Identifier' ? member.property.name : undefined;
}

/** The statement a node sits in: where a reason comment belongs. */
function enclosingStatement(node) {
  let current = node;
  while (current.parent && !['Program', 'BlockStatement'].includes(current.parent.type))
    current = current.parent;
  return current;
}

function hasReasonComment(sourceCode, node) {
  const statement = enclosingStatement(node);
  const line = node.loc.start.line;
  const near = [
    ...sourceCode.getCommentsBefore(statement),
    ...sourceCode.getAllComments().filter((comment) => comment.loc.start.line === line),
  ];
  return near.some((comment) => {
    const text = comment.value.trim();
    return text.length >= 10 && !/^eslint-/.test(text);
  });
}

/** Playwright's `test.skip(condition, 'reason')` / `test.fixme(condition, 'reason')`. */
function isConditionalWithReason(member) {
  const call = member.parent;
  if (call?.type !== 'CallExpression' || call.callee !== member) return false;
  const [condition, reason] = call.arguments;
  if (!condition || !reason) return false;
  const conditionIsTitle = condition.type === 'Literal' && typeof condition.value === 'string';
  const reasonIsText =
    (reason.type === 'Literal' && typeof reason.value === 'string' && reason.value.trim().length > 0) ||
    reason.type === 'TemplateLiteral';
  return !conditionIsTitle && reasonIsText;
}

/** `cond ? describe : describe.skip`: chosen by a condition written in code. */
function isChosenByCondition(node) {
  return node.parent?.type === 'ConditionalExpression' && node.parent.test !== node;
}

const noFocusedTests = {
  meta: {
    type: 'problem',
    docs: { description: 'Focused tests (.only, fit, fdescribe) never land.' },
    messages: {
      focused:
        'Focused test: `{{name}}` runs only this test and drops the rest. Remove it before committing.',
    },
    schema: [],
  },
  create(context) {
    return {
      MemberExpression(node) {
        if (propertyName(node) === 'only' && rootsAtTestFunction(node.object)) {
          context.report({ node, messageId: 'focused', data: { name: context.sourceCode.getText(node) } });
        }
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && FOCUSED_NAMES.has(node.callee.name)) {
          context.report({ node: node.callee, messageId: 'focused', data: { name: node.callee.name } });
        }
      },
    };
  },
};

const noUnexplainedSkips = {
  meta: {
    type: 'problem',
    docs: { description: 'A skipped test says why, beside it.' },
    messages: {
      unexplained:
        "Skipped test without a reason: `{{name}}`. Say why in a comment beside it, or use test.skip(condition, 'reason').",
    },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    const check = (node, name) => {
      if (isChosenByCondition(node) || hasReasonComment(sourceCode, node)) return;
      context.report({ node, messageId: 'unexplained', data: { name } });
    };
    return {
      MemberExpression(node) {
        const name = propertyName(node);
        if (!name || !SKIPPING_PROPERTIES.has(name) || !rootsAtTestFunction(node.object)) return;
        if (isConditionalWithReason(node)) return;
        check(node, sourceCode.getText(node));
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && SKIPPED_NAMES.has(node.callee.name))
          check(node, node.callee.name);
      },
    };
  },
};

export const testFocusPlugin = {
  meta: { name: 'gemstore-tests' },
  rules: { 'no-focused-tests': noFocusedTests, 'no-unexplained-skips': noUnexplainedSkips },
};
