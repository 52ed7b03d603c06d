#!/usr/bin/env node
// Functions a reader can hold: none in the site (web/, outside its tests) over 60 lines, none elsewhere over 80 (the
// suite's harness included). A function counts from its first line to its last, nested ones included (ESLint's
// max-lines-per-function) and each measured on its own; tests (test files, bodies given to describe/it/test) are
// exempt. Files are git's: build output never counts. (Biome's noExcessiveLinesPerFunction skips JSX-heavy components.)
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import ts from "typescript";

const root = join(import.meta.dirname, "..");

/** The line limit of a file's functions, or null where none applies. @param {string} file from the root @returns {number | null} */
export function limitFor(file) {
  if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || /(^|\/)fixtures?\//.test(file)) return null;
  if (file.startsWith("web/tests/")) return /^web\/tests\/(content-lake\/|cluster\/|[^/]+\.m?[jt]s$)/.test(file) ? 80 : null;
  return file.startsWith("web/") ? 60 : 80;
}

/** @param {ts.SignatureDeclaration} node @param {ts.SourceFile} source */
function nameOf(node, source) {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)))
    return parent.name.getText(source);
  if (parent && ts.isCallExpression(parent)) return `callback of ${parent.expression.getText(source).slice(0, 40)}`;
  if (parent && ts.isExportAssignment(parent)) return "default export";
  return "anonymous function";
}

const testFunctions = new Set(["describe", "it", "test", "suite"]);

/** A callback given to node:test's or Vitest's describe/it/test (also `.skip`, `.only`, `.each(...)`). */
/** @param {ts.Node} node @param {ts.SourceFile} source */
function isTestBody(node, source) {
  if (!(ts.isArrowFunction(node) || ts.isFunctionExpression(node)) || !node.parent || !ts.isCallExpression(node.parent)) return false;
  const callee = node.parent.expression.getText(source);
  return testFunctions.has(callee.split(/[.(]/)[0] ?? "");
}

/**
 * The functions of one source text longer than `limit` lines.
 * @param {string} fileName @param {string} text @param {number} limit @returns {{ name: string; line: number; lines: number }[]}
 */
export function longFunctions(fileName, text, limit) {
  const kind = fileName.endsWith("x") ? ts.ScriptKind.TSX : fileName.endsWith("ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {{ name: string; line: number; lines: number }[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (isTestBody(node, source)) return;
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.end).line;
      const lines = last - first + 1;
      if (lines > limit) found.push({ name: nameOf(node, source), line: first + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sourceFile = /\.(ts|tsx|mjs|js|cjs)$/;
const notSource = /(^|\/)(node_modules|\.next[\w-]*|dist[\w-]*|test-results|playwright-report|\.tools|\.sanity|\.git)(\/|$)/;

/** The repository's source files: git's list (what a clone holds), or the folders' own where git is absent. */
function sourceFiles() {
  const args = ["ls-files", "-z", "--cached", "--others", "--exclude-standard"];
  /** @type {string[]} */
  let files;
  try {
    files = execFileSync("git", args, { cwd: root, encoding: "utf8" }).split("\0");
  } catch {
    files = readdirSync(root, { recursive: true, encoding: "utf8" }).map((file) => file.split(sep).join("/"));
  }
  return files.filter((file) => sourceFile.test(file) && !file.endsWith(".d.ts") && !notSource.test(file));
}

function main() {
  const files = sourceFiles();
  const failures = [];
  for (const file of files) {
    const limit = limitFor(file);
    if (limit === null || !existsSync(join(root, file))) continue; // (deleted in the work tree, not yet in git's index)
    for (const fn of longFunctions(file, readFileSync(join(root, file), "utf8"), limit))
      failures.push(`${file}:${fn.line} ${fn.name}: ${fn.lines} lines (at most ${limit})`);
  }
  if (failures.length > 0) {
    console.error(`Functions too long to hold in one reading (${failures.length}); split them into functions named for what they decide:`);
    for (const failure of failures) console.error(`  ${failure}`);
    process.exit(1);
  }
  console.info(`function length: ${files.length} files, every function within its bar (web/ 60 lines, elsewhere 80)`);
}

if (process.argv[1] === import.meta.filename) main();
