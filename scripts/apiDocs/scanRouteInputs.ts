import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const modulesDir = path.join(repoRoot, 'packages/server/src/modules');
const methods = new Set(['get', 'post', 'put', 'delete', 'patch']);
const places = new Set(['body', 'query', 'params']);

type Inputs = Partial<Record<'body' | 'query' | 'params', string>>;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

// Every string a path expression can take: literals, consts and unions of literals (loops).
function pathValues(node: ts.Expression, checker: ts.TypeChecker): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    let values = [node.head.text];
    for (const span of node.templateSpans) {
      const parts = pathValues(span.expression, checker);
      values = values.flatMap((value) => parts.map((part) => value + part + span.literal.text));
    }
    return values;
  }
  const type = checker.getTypeAtLocation(node);
  const literals = type.isUnion() ? type.types : [type];
  if (!literals.every((literal) => literal.isStringLiteral())) return [];
  return literals.map((literal) => (literal as ts.StringLiteralType).value);
}

// `parseInput(Schema, request.body ...)` anywhere in the handler: the schema of that request part.
function inputsOf(handler: ts.Node): Inputs {
  const inputs: Inputs = {};
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'parseInput'
    ) {
      const [schema, input] = node.arguments;
      const place =
        input && ts.isPropertyAccessExpression(input) && ts.isIdentifier(input.expression)
          ? input.name.text
          : undefined;
      if (schema && ts.isIdentifier(schema) && place && places.has(place)) {
        inputs[place as keyof Inputs] ??= schema.text;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(handler);
  return inputs;
}

/** The contracts schema each server route validates its body, query and params with. */
export function scanRouteInputs(): Record<string, Inputs> {
  const files = sourceFiles(modulesDir);
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const found: Record<string, Inputs> = {};
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        methods.has(node.expression.name.text) &&
        node.arguments.length >= 2
      ) {
        const inputs = inputsOf(node);
        const method = node.expression.name.text.toUpperCase();
        const url = node.arguments[0];
        if (url && Object.keys(inputs).length > 0) {
          for (const value of pathValues(url, checker)) found[`${method} ${value}`] = inputs;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
}
