/** The plugin's workflows and steps, one domain per folder (see docs/architecture.md). */
export * from "./api-access"
export * from "./b2b-import"
export * from "./product-history"
export * from "./sync"
export * from "./webhooks"
