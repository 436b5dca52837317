export * from "./workflows/run-workflow-calls"
export * from "./steps/run-workflow-calls"
