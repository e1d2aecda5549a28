// ESLint for the whole repository. Besides the usual rules, it holds the layering of docs/architecture.md and ADR 046:
// each boundary below is a `no-restricted-imports` pattern on a folder, so breaking a layer fails `npm run lint`.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const payload = {
  regex: '^(payload|@payloadcms/[^/]+|@payload-config)(/.*)?$',
  message: 'Only app/services/*.server.ts (and app/utils infrastructure) call Payload; ask a service instead.',
}
const collections = {
  regex: '(^|/)collections(/|$)',
  message: 'Collections are Payload configuration; the site reaches their data through app/services.',
}
// The generated document types describe what services return; a type-only import is erased at build time.
const payloadTypeValues = {
  regex: '(^|/)payload-types(\\.ts)?$',
  allowTypeImports: true,
  message: 'payload-types.ts is types only: use `import type`.',
}
// A type-only import is erased; a value import would pull server code (secrets, Payload, the file system) into the
// browser bundle, which React Router refuses at build time. Lint says so earlier, and says which line.
const serverModules = {
  regex: '\\.server(\\.[jt]sx?)?$',
  allowTypeImports: true,
  message: 'Code that runs in the browser may import *.server modules for types only (`import type`).',
}

// `no-restricted-imports` sees static imports only; these selectors give a dynamic `import('…')` the same answer.
const dynamicImport = (pattern, message) => ({ selector: `ImportExpression[source.value=${pattern}]`, message })
const dynamicPayload = dynamicImport(String.raw`/^(payload|@payloadcms\/|@payload-config)/`, payload.message)
const dynamicCollections = dynamicImport(String.raw`/(^|\/)collections(\/|$)/`, collections.message)
const dynamicServer = dynamicImport(String.raw`/\.server(\.[jt]sx?)?$/`, serverModules.message)

// The screens: a service or a domain rule never imports one (a type a screen and a service share lives in app/utils or
// app/domain; ADR 171).
const screens = {
  regex: '(^|/)(routes|components)(/|$)|^~/(routes|components)(/|$)',
  message: 'Services and domain rules never import routes or components: move the shared type or list to app/domain or app/utils.',
}
const dynamicScreens = dynamicImport(String.raw`/(^|\/)(routes|components)(\/|$)/`, screens.message)

// What collections/ may import from app/ (ADR 171): the domain layer, the engine, the shared form lists and limits
// (app/schemas), the catalogues (app/locales) and this named set of utilities. Everything else in app/ (services,
// routes, components, the session and auth modules) sits above Payload's configuration and would make a circle.
const collectionsMayImport = [
  '(domain|astrology|schemas|locales)/',
  'i18n/(locale|catalogues\\.server)$',
  'utils/(dates|html|ical|lexical-text|locales\\.mjs|read-time|row-id|site-pages\\.mjs)$',
  'utils/(common-passwords|cross-process|customer-mail|encryption|env|password-strength|preview-link|rate-limit|session-cache)\\.server$',
].join('|')
const collectionsImports = {
  regex: `(^|/)app/(?!(${collectionsMayImport}))|^~/(?!(${collectionsMayImport}))`,
  message:
    'collections/ imports from app/ only the domain layer, the engine, app/schemas, app/locales and the utilities named in eslint.config.js (ADR 171).',
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      'cms/.next/',
      '.react-router/',
      'generated/',
      'data/',
      'media/',
      'test-results/',
      'playwright-report/',
      '.cache/',
      'payload-types.ts',
      'cms/app/(payload)/admin/importMap.js',
      'migrations/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `import type` keeps server-only types out of browser bundles and states intent at the top of a file.
      // `typeof import('…')` stays allowed: tests load modules after setting the environment they read.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'cms/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Hooks can live in .ts files too (a hook without markup).
    files: ['app/**/*.{ts,tsx}', 'cms/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },

  // ── Layer boundaries ──────────────────────────────────────────────────────────────────────────────────────────
  // Flat config replaces (does not merge) a rule's options when two blocks match a file, so the folders below do
  // not overlap, and each block lists everything its folder may not import.
  {
    // Route modules, the root route included: their loaders and actions run on the server and may import *.server
    // modules (React Router strips those from the browser bundle).
    files: ['app/routes/**', 'app/root.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [payload, collections] }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [payloadTypeValues] }],
      'no-restricted-syntax': ['error', dynamicPayload, dynamicCollections],
    },
  },
  {
    // A component's test runs in Node, never in the browser: it may render with the server's catalogues.
    files: ['app/components/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [payload, collections] }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [payloadTypeValues, serverModules] }],
      'no-restricted-syntax': ['error', dynamicPayload, dynamicCollections, dynamicServer],
    },
  },
  {
    // Code shared with the browser: form schemas, the landing page's island, the helpers that are not *.server.
    files: ['app/schemas/**', 'app/islands/**', 'app/utils/**'],
    ignores: ['**/*.server.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [payload, collections] }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [payloadTypeValues, serverModules] }],
      'no-restricted-syntax': ['error', dynamicPayload, dynamicCollections, dynamicServer],
    },
  },
  {
    // The engine is plain data in, plain data out: nothing of ours outside app/astrology, and no package but the
    // ephemeris.
    files: ['app/astrology/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(\\./(?!.*\\.\\.)|astronomy-engine$))',
              message: 'app/astrology imports only its own files (./x) and astronomy-engine.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', { selector: 'ImportExpression', message: 'The engine loads nothing at run time: import ./x statically.' }],
    },
  },
  {
    // The engine's tests may also use the test runner, property testing and the reference implementation they
    // compare against.
    files: ['app/astrology/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(\\./(?!.*\\.\\.)|astronomy-engine$|vitest$|fast-check$|@ishubhamx/panchangam-js(/.*)?$))',
              message: 'Engine tests import the engine (./x), astronomy-engine, vitest, fast-check and the reference library only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['collections/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [collectionsImports] }],
      'no-restricted-syntax': ['error', dynamicImport(String.raw`/(^|\/)app\//`, 'Collections load nothing of app/ at run time: import it statically.')],
    },
  },
  {
    // Services are the only callers of Payload; they never reach up to the screens (ADR 171).
    files: ['app/services/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [screens, collections] }],
      'no-restricted-syntax': ['error', dynamicScreens, dynamicCollections],
    },
  },
  {
    // The domain layer is plain data in, plain data out (ADR 171): the engine, its own files, the pure helpers of
    // app/utils and, as types only, the Local API a store function is handed. Nothing that runs on a server alone.
    files: ['app/domain/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            screens,
            collections,
            {
              regex: '(^|/)(services|islands|i18n)(/|$)|^~/(services|islands|i18n)(/|$)|\\.server(\\.[jt]sx?)?$|^node:|^react(-dom|-router)?(/.*)?$',
              message: 'app/domain imports no service, server module, React or Node built-in: it is plain data in, plain data out.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...payload, allowTypeImports: true, message: 'app/domain takes the Local API as an argument: `import type` only.' },
            payloadTypeValues,
          ],
        },
      ],
      'no-restricted-syntax': ['error', { selector: 'ImportExpression', message: 'The domain loads nothing at run time: import it statically.' }],
    },
  },

  // ── Size ──────────────────────────────────────────────────────────────────────────────────────────────────────────
  // A route module holds its page and re-exports its loader and action (ADR 174); no function of the product grows past
  // what a reader takes in at once. Tests may be longer: a test reads top to bottom.
  {
    files: ['app/**/*.{ts,tsx}', 'collections/**/*.ts', 'cms/**/*.{ts,tsx}', 'server/**/*.mjs', 'server.mjs', 'payload.config.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['app/routes/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
)
