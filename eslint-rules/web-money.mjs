// Money is never a JavaScript number (DESIGN.md 3.5): `Number('0.07') * 100` shows 7.000000000000001 %.
// In the web apps amounts, prices and rates stay decimal strings and go through the shared decimal and
// format modules. A figure that is not money (a pixel size, a count, an HTTP status, a chart's
// coordinate) may still be converted, on a line that says why:
//   // eslint-disable-next-line money/no-float-conversion -- a count of days, not money
const RULE = 'money/no-float-conversion';

export const noFloatConversionRule = {
  meta: {
    type: 'problem',
    docs: { description: 'no Number(), parseFloat() or unary + in the web apps: money stays a decimal string' },
    schema: [],
    messages: {
      float: `{{what}} makes a float of a decimal: money stays a decimal string (shared decimal and format modules); a figure that is not money says why with "-- <reason>" on its eslint-disable comment`,
    },
  },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'float', data: { what } });
    return {
      'CallExpression[callee.name="Number"]': (node) => report(node, 'Number()'),
      'CallExpression[callee.name="parseFloat"]': (node) => report(node, 'parseFloat()'),
      'CallExpression[callee.object.name="Number"][callee.property.name="parseFloat"]': (node) => report(node, 'Number.parseFloat()'),
      'UnaryExpression[operator="+"]': (node) => node.argument.type !== 'Literal' && report(node, 'Unary +'),
    };
  },
};

/** A disabled money check says why the figure is not money (`-- <reason>`), so a reviewer can judge it. */
export const disableNeedsReasonRule = {
  meta: {
    type: 'problem',
    docs: { description: `every eslint-disable of ${RULE} gives its reason after " -- "` },
    schema: [],
    messages: { reason: `Say why this is not money: "eslint-disable... ${RULE} -- <reason>"` },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          if (!/^eslint-disable/.test(text) || !text.includes(RULE)) continue;
          const reason = text.split(/\s--\s/)[1];
          if (!reason || !reason.trim()) context.report({ loc: comment.loc, messageId: 'reason' });
        }
      },
    };
  },
};
