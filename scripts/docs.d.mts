export interface ActionInput {
  name: string;
  description: string;
  /** '' when action.yml gives none. */
  default: string;
  required: boolean;
}

export interface ActionOutput {
  name: string;
  description: string;
}

export const REPO_ROOT: string;

/** action.yml text -> its inputs and outputs in file order. Throws on a shape it does not know. */
export function readAction(text: string): { inputs: ActionInput[]; outputs: ActionOutput[] };

export function inputsTable(inputs: ActionInput[]): string;

export function outputsTable(outputs: ActionOutput[]): string;

/** Replaces the text between `<!-- NAME:start -->` and `<!-- NAME:end -->`. */
export function replaceRegion(text: string, name: string, body: string): string;

/** README text with both tables rewritten from the action.yml text (and the aggregate action's, when given). */
export function rewriteReadme(readme: string, actionYml: string, aggregateYml?: string): string;
