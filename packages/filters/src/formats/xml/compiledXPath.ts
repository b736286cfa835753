import * as xpath from 'xpath';
import type { SelectReturnType } from 'xpath';
import { installNodeSetMembership } from './nodeSetMembership.js';

// xpath's DOM Level 3 evaluator ("the same interface you have on modern browsers", its README);
// its typings declare only the select functions, which parse the expression on every call. It is
// installed on the CommonJS exports at run time, which an ES module import names default.
const xpathExports = ((xpath as { default?: unknown }).default ?? xpath) as XPathEvaluatorBase & {
  XNodeSet: Parameters<typeof installNodeSetMembership>[0];
};
const evaluator: XPathEvaluatorBase = xpathExports;
installNodeSetMembership(xpathExports.XNodeSet);

// XPathResult's types, which Node has no global for.
const ANY_TYPE = 0;
const NUMBER_TYPE = 1;
const STRING_TYPE = 2;
const BOOLEAN_TYPE = 3;

export type CompiledSelect = (expression: string, context: Node) => SelectReturnType;

/**
 * xpath's useNamespaces(namespaces), with each expression parsed once: a multilingual XML file
 * evaluates its source, target, note, key and length rules from every entry, and parsing them
 * again each time took two thirds of its import (20,000 entries: 1.3 s).
 */
export function compiledSelect(namespaces: Record<string, string>): CompiledSelect {
  // As useNamespaces resolves: a prefix it does not map stays unresolved.
  const resolver = { lookupNamespaceURI: (prefix: string | null) => namespaces[prefix ?? ''] };
  const compiled = new Map<string, XPathExpression>();
  const compile = (expression: string) => {
    try {
      return evaluator.createExpression(expression, resolver as XPathNSResolver);
    } catch (error) {
      // The parser's own error, as select throws it, rather than its DOM wrapper's.
      throw (error as { exception?: unknown }).exception ?? error;
    }
  };
  return (expression, context) => {
    let parsed = compiled.get(expression);
    if (!parsed) {
      parsed = compile(expression);
      compiled.set(expression, parsed);
    }
    const result = parsed.evaluate(context, ANY_TYPE);
    if (result.resultType === STRING_TYPE) return result.stringValue;
    if (result.resultType === NUMBER_TYPE) return result.numberValue;
    if (result.resultType === BOOLEAN_TYPE) return result.booleanValue;
    const nodes: Node[] = [];
    for (let node = result.iterateNext(); node; node = result.iterateNext()) nodes.push(node);
    return nodes;
  };
}
