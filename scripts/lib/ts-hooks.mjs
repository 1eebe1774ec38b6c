// Node module hooks that let the build scripts import the project's TypeScript (content/, lib/)
// the way Next and Jest do: TypeScript's own transpiler, the "@/" alias and extensionless paths.
// Types are not checked here; `npm run typecheck` does that.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const projectRoot = new URL('../../', import.meta.url);
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export async function resolve(specifier, context, nextResolve) {
  const fromProject = context.parentURL?.startsWith(projectRoot.href) && !context.parentURL.includes('/node_modules/');
  let target = null;
  if (specifier.startsWith('@/')) target = new URL(specifier.slice(2), projectRoot);
  else if (fromProject && /^\.\.?\//.test(specifier)) target = new URL(specifier, context.parentURL);
  if (target && !existsSync(fileURLToPath(target))) {
    const found = EXTENSIONS.map((ext) => new URL(target.href + ext)).find((url) => existsSync(fileURLToPath(url)));
    if (found) return { url: found.href, shortCircuit: true };
  }
  if (target) return nextResolve(target.href, context);
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!/\.tsx?$/.test(url) || url.includes('/node_modules/')) return nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const { outputText } = ts.transpileModule(readFileSync(fileName, 'utf8'), {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      esModuleInterop: true,
      sourceMap: false,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
