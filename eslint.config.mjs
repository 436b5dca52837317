// Lint: typescript-eslint's recommended rules, import cycles, and the house's
// boundaries (docs/architecture.md): modules import only themselves and the
// framework; the Shopware dialect (src/shopware) is imported only by
// src/api/middlewares.ts; nothing under src/workflows speaks HTTP; the admin UI
// imports the server only through src/types. Formatting
// is Prettier's (npm run format), so no style rules here.
import importX from "eslint-plugin-import-x"
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript"
import prettier from "eslint-config-prettier"
import tseslint from "typescript-eslint"

const MODULES = [
  "api-access",
  "b2b-import",
  "plugin-settings",
  "product-history",
  "webhooks",
]
const SHOPWARE = {
  group: ["**/shopware", "**/shopware/**"],
  message: "The Shopware dialect is mounted only by src/api/middlewares.ts.",
}
const HTTP = {
  group: ["@medusajs/framework/http", "**/api", "**/api/**"],
  message: "Workflows and modules do not speak HTTP.",
}
const OUTER = {
  group: [
    "**/workflows",
    "**/workflows/**",
    "**/operations/**",
    "**/cli/**",
    "**/jobs/**",
    "**/admin/**",
    "**/links/**",
  ],
  message: "A module imports only itself and the framework.",
}

/**
 * The one exception: the plugin options are declared once, in plugin-settings,
 * and `historyRetentionDays` names the history's fields, so plugin-settings
 * reads the pure file that says which keys exist (it imports only the field
 * lists: no service, no data).
 */
const ALLOWED_ACROSS = {
  "plugin-settings": { module: "product-history", file: "retention-groups" },
}

/** Imports of `other` module's files, but for the one file `name` may read. */
function otherModule(name, other) {
  const allowed = ALLOWED_ACROSS[name]
  if (allowed?.module !== other)
    return { group: [`**/${other}`, `**/${other}/**`] }
  return { regex: `(^|/)${other}(/(?!${allowed.file}$).*)?$` }
}

const restrict = (...patterns) => ({
  "no-restricted-imports": ["error", { patterns }],
})

export default tseslint.config(
  {
    ignores: [
      ".medusa/**",
      ".cache/**",
      ".data/**",
      "node_modules/**",
      "test-artifacts/**",
      "dist/**",
      "**/*.js",
      "**/*.mjs",
      "**/*.cjs",
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["tsconfig.dev.json", "src/admin/tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": "error",
      "no-console": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      // Off outside src (tests, bench, dev scripts); on for production code below.
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrors: "none",
          ignoreRestSiblings: true,
        },
      ],
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  // Production code names its types: Medusa's, `unknown` with a narrowing, one
  // derived from the code, or a declared type of the fields read. Tests may
  // build loose fixtures, so the rule stays off for them.
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["**/__tests__/**", "**/*.spec.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "error" },
  },
  // Data models name each other in their relations (hasMany/belongsTo, resolved lazily), as Medusa's own do.
  {
    files: ["src/modules/*/models/*.ts"],
    rules: { "import-x/no-cycle": "off" },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/shopware/**", "src/api/middlewares.ts"],
    rules: restrict(SHOPWARE),
  },
  { files: ["src/workflows/**/*.ts"], rules: restrict(SHOPWARE, HTTP) },
  // The admin UI takes the server's types and enumerations from src/types only (one source, browser-safe files).
  {
    files: ["src/admin/**/*.{ts,tsx}"],
    rules: restrict(SHOPWARE, {
      group: ["**/modules", "**/modules/**"],
      message: "The admin UI imports the server's types from src/types.",
    }),
  },
  ...MODULES.map((name) => ({
    files: [`src/modules/${name}/**/*.ts`],
    rules: restrict(
      SHOPWARE,
      HTTP,
      OUTER,
      ...MODULES.filter((other) => other !== name).map((other) => ({
        ...otherModule(name, other),
        message:
          "A module does not import another module: use query.graph or a link.",
      }))
    ),
  })),
  prettier
)
