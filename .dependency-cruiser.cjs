// The layers of docs/dev/architecture.md ("Data flow"), checked by `npm run check:layers` in `npm test`.
// A rule that names an exception says why it stands and when it goes.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

// Client islands are the modules that open with 'use client': the directive, not a folder or a name,
// is what puts a module into the browser's bundle, so the list is read from the files themselves.
function clientModules(dirs) {
  const found = [];
  for (const dir of dirs) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      if (/^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'))) found.push(file);
    }
  }
  return found;
}
const escape = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CLIENT_MODULES = `^(${clientModules(['app', 'components', 'hooks']).map(escape).join('|')})$`;

// The contact endpoint's address and the reading of its build-time setting are lib/contact/'s, shared with
// the Worker: the firm's data (content/site.ts) reads them to say where the form posts.
const CONTACT_PENDING = '^lib/contact/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No module imports one that imports it back, type imports included: neither can be read without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'content-is-data',
      comment:
        'content/ holds words, figures and their types: it runs nothing from lib/ (assembling is lib/ at the point of use), ' +
        'except the firm-data reader (lib/data/) and the facts register (lib/facts/) that turn its YAML into figures, ' +
        'and the locale table (lib/i18n/) whose prefixes build the route table.',
      severity: 'error',
      from: { path: '^content/' },
      to: {
        path: '^lib/',
        pathNot: ['^lib/(data|facts|i18n)/', CONTACT_PENDING],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'content-imports-no-code',
      comment: 'content/ never reaches up into the layers that render it, not even for a type.',
      severity: 'error',
      from: { path: '^content/' },
      to: { path: '^(components|hooks|app)/' },
    },
    {
      name: 'words-through-the-registry',
      comment:
        "A language's words reach code through the locale registry (wordsFor), which resolves their facts: nothing else " +
        'picks one language folder. Build checks about one language (lib/build/, scripts/) read it directly, and so does an error ' +
        'boundary, which is given no locale.',
      severity: 'error',
      from: {
        path: '^(app|components|hooks|lib|scripts|worker)/',
        pathNot: [
          '^lib/i18n/|^(lib/build|scripts)/|^app/.+/error[.]tsx$',
        ],
      },
      to: { path: '^content/[a-z]{2}/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'lib-renders-nothing',
      comment: 'lib/ is pure logic: React components and hooks use it, never the other way round.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(components|hooks|app)/' },
    },
    {
      name: 'islands-take-words-as-props',
      comment:
        "A 'use client' module, and a hook (hooks run only in them), gets its words as props from the server component " +
        'around it: importing content values would ship every word of the module to the browser.',
      severity: 'error',
      // Next renders an error boundary with nothing but the error and a retry: its words cannot come as props
      from: { path: [CLIENT_MODULES, '^hooks/'], pathNot: '^app/.+/error[.]tsx$' },
      to: { path: '^content/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'worker-stands-alone',
      comment:
        'The Worker is deployed on its own: it imports worker/ and the contact rules it shares with the form, nothing else ' +
        '(its test harness in worker/runtime/ drives the whole site and is exempt).',
      severity: 'error',
      from: { path: '^worker/', pathNot: '^worker/runtime/' },
      to: {
        path: '^(app|components|content|hooks|lib|scripts)/',
        // Exact files, each for a reason, so nothing else of lib/ or content/ slips into the deployed bundle:
        pathNot: [
          // the request's fields and rules, run by the form and the Worker alike, so they never disagree
          '^lib/contact/rules[.]ts$',
          // the phone rule and the digit folding those rules name, which the Worker runs on the raw input
          '^lib/(phone|digits)[.]ts$',
          // the retention and processors the privacy notice states, so the Worker bundles the very values it promises
          '^content/contactEndpoint[.]ts$',
        ],
      },
    },
  ],
  options: {
    // the source folders; tests read content freely and are left out, as are generated and built files
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '[.](test|spec)[.]tsx?$|^(e2e|test)/|(^|/)(out|out-endpoint|[.]next|[.]wrangler)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] },
    combinedDependencies: false,
  },
};
