// Pure code takes its clock, its ids and its randomness from its callers (STYLE.md 1): a decider
// that reads the clock or draws a random number decides differently on replay. Which files are pure is
// dependency-cruiser's `pure-code-imports-no-io` rule (`from.path`), passed in as `pure`, so the two
// checks cover the same files by construction.
import { relative, sep } from 'node:path';

const IMPURE = [
  ['CallExpression[callee.object.name="Date"][callee.property.name="now"]', 'Date.now()', 'the time'],
  ['NewExpression[callee.name="Date"][arguments.length=0]', 'new Date()', 'the time'],
  ['CallExpression[callee.name="Date"]', 'Date()', 'the time'],
  ['CallExpression[callee.object.name="Math"][callee.property.name="random"]', 'Math.random()', 'the randomness (a seed)'],
  ['CallExpression[callee.object.name="performance"][callee.property.name="now"]', 'performance.now()', 'the time'],
  ['CallExpression[callee.object.name="process"][callee.property.name="hrtime"]', 'process.hrtime()', 'the time'],
  ['CallExpression[callee.object.property.name="hrtime"][callee.property.name="bigint"]', 'process.hrtime.bigint()', 'the time'],
  ['CallExpression[callee.name=/^(randomUUID|randomBytes|randomInt|getRandomValues)$/]', 'a random id or number', 'the id'],
  ['CallExpression[callee.property.name=/^(randomUUID|randomBytes|randomInt|getRandomValues)$/]', 'a random id or number', 'the id'],
];

export const pureCodeRule = {
  meta: {
    type: 'problem',
    docs: { description: 'no clock and no randomness in pure code (deciders, domain, cores, matching, money, the ledger)' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, pure: { type: 'string' } },
        required: ['root', 'pure'],
        additionalProperties: false,
      },
    ],
    messages: { impure: '{{what}} in pure code: take {{instead}} from the command or the caller' },
  },
  create(context) {
    const [{ root, pure }] = context.options;
    const file = relative(root, context.filename).split(sep).join('/');
    if (!new RegExp(pure).test(file)) return {};
    return Object.fromEntries(
      IMPURE.map(([selector, what, instead]) => [selector, (node) => context.report({ node, messageId: 'impure', data: { what, instead } })]),
    );
  },
};
