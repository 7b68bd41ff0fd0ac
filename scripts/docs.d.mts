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

/** docs/inputs.md text with its input and output tables rewritten from the action.yml text. */
export function rewriteInputsPage(page: string, actionYml: string): string;

/** docs/board.md text with the aggregate action's tables rewritten from aggregate/action.yml's text. */
export function rewriteBoardPage(page: string, aggregateYml: string): string;

/** Each generated page: its path (relative to the repository), its text, and the text this script would write. */
export function generatedPages(): { path: string; current: string; next: string }[];
