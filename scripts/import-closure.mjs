#!/usr/bin/env node
// The import closure of a module of web/: the project's own modules it loads, transitively, at run time (static imports, re-exports and
// dynamic `import()`; `import type` and imports of types only are erased by the build and not followed; packages are counted apart, not
// followed). Resolved as the type checker resolves web/tsconfig.json (its `@/` paths, the workspace's `@site/schemas`).
//
//   node scripts/import-closure.mjs web/proxy.ts 'web/app/blog/[slug]/page.tsx'   one line per entry: its count
//   node scripts/import-closure.mjs --list web/proxy.ts                            and the modules, one a line
//   node scripts/import-closure.mjs --static web/proxy.ts                          static imports only (no `import()`)
//   node scripts/import-closure.mjs --why web/lib/content/page.ts web/proxy.ts     the chain that brings a module in
import path from "node:path";
import { parseArgs } from "node:util";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, "web/tsconfig.json"),
  {},
  /** @type {any} */ ({ ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} }),
);
if (!config) throw new Error("web/tsconfig.json could not be read");
const options = config.options;

/** Named imports or exports of types only. @param {ts.NamedImportBindings | ts.NamedExportBindings | undefined} named */
const typesOnly = (named) =>
  named !== undefined &&
  (ts.isNamedImports(named) || ts.isNamedExports(named)) &&
  named.elements.length > 0 &&
  named.elements.every((e) => e.isTypeOnly);
/** @param {ts.ImportClause | undefined} clause */
const typeOnlyImport = (clause) => !!clause && (clause.isTypeOnly || (!clause.name && typesOnly(clause.namedBindings)));
/** @param {ts.ExportDeclaration} node */
const typeOnlyExport = (node) => node.isTypeOnly || typesOnly(node.exportClause);

/** The specifiers a module loads at run time (with `dynamic` false, only its static imports). @param {string} file @param {boolean} dynamic */
function runtimeSpecifiers(file, dynamic) {
  const text = ts.sys.readFile(file) ?? "";
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : undefined);
  /** @type {string[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !typeOnlyImport(node.importClause)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !typeOnlyExport(node)) {
      found.push(node.moduleSpecifier.text);
    } else if (dynamic && ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** @param {string} file */
const isProject = (file) => !file.split(path.sep).includes("node_modules") && file.startsWith(root);
/** @param {string} file */
const realpath = (file) => (ts.sys.realpath ? ts.sys.realpath(file) : file);

/**
 * The project modules `entry` loads (not itself), each with the module that first brought it in, and the packages.
 * Several entries: what any of them loads (the entries themselves left out).
 * @param {string | string[]} entry @param {{ dynamic?: boolean }} [options] dynamic: follow `import()` too (the default)
 */
export function closure(entry, { dynamic = true } = {}) {
  const starts = (Array.isArray(entry) ? entry : [entry]).map((file) => realpath(path.resolve(file)));
  /** @type {Map<string, string | undefined>} */
  const from = new Map(starts.map((start) => [start, undefined]));
  /** @type {Set<string>} */
  const packages = new Set();
  const queue = [...starts];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of runtimeSpecifiers(file, dynamic)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName;
      const real = resolved && realpath(resolved);
      if (!real || !isProject(real)) {
        if (!specifier.startsWith(".") && !specifier.startsWith("@/")) packages.add(specifier);
        continue;
      }
      if (real.endsWith(".d.ts") || from.has(real)) continue;
      from.set(real, file);
      queue.push(real);
    }
  }
  for (const start of starts) from.delete(start);
  return { modules: from, packages };
}

if (process.argv[1] === import.meta.filename) {
  const options = /** @type {const} */ ({ list: { type: "boolean" }, static: { type: "boolean" }, why: { type: "string" } });
  const { values, positionals } = parseArgs({ allowPositionals: true, options });
  const why = values.why === undefined ? undefined : path.resolve(values.why);
  for (const entry of positionals) {
    const { modules, packages } = closure(entry, { dynamic: !values.static });
    console.info(`${entry}\t${modules.size} project modules\t${packages.size} packages`);
    if (values.list) for (const file of [...modules.keys()].sort()) console.info(`  ${path.relative(root, file)}`);
    if (why) {
      const chain = [];
      for (let at = modules.has(why) ? why : undefined; at !== undefined; at = modules.get(at)) chain.unshift(path.relative(root, at));
      console.info(chain.length > 0 ? `  ${chain.join(" → ")}` : `  ${path.relative(root, why)} is not in it`);
    }
  }
}
