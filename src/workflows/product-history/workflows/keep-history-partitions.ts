import { stepWorkflow } from "../../utils/step-workflow"
import {
  keepHistoryPartitionsStep,
  type KeepPartitionsInput,
} from "../steps/keep-history-partitions"

/** The history's partition upkeep: months made ahead, an unpartitioned table converted in batches. */
export const keepHistoryPartitionsWorkflow = stepWorkflow(
  "plugin-history-maintain-partitions",
  (input: KeepPartitionsInput) => keepHistoryPartitionsStep(input)
)
