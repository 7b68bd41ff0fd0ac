/**
 * Sends annotations live (core.warning / core.notice / core.error with file properties) from the
 * pure renderer in src/report/annotations.ts, keeping its limiter state between events. The exit
 * event (folded last) emits the failure and the aggregate of whatever went over GitHub's caps.
 */

import {
  type Annotation,
  type AnnotationContext,
  annotationsFor,
  initialAnnotationState,
} from '../../report/annotations.js';
import type { RunSummary } from '../../run/summary.js';
import * as core from '../../runner/core.js';
import type { AgentEvent } from '../../stream/events.js';

export class LiveAnnotations {
  private state = initialAnnotationState();

  constructor(private readonly ctx: AnnotationContext) {}

  onEvent(event: AgentEvent, summary: RunSummary): void {
    const { annotations, state } = annotationsFor(event, summary, this.state, this.ctx);
    this.state = state;
    for (const a of annotations) send(a);
  }
}

function send(a: Annotation): void {
  const props: core.AnnotationProperties = { title: a.title };
  if (a.file) props.file = a.file;
  if (a.startLine !== undefined) props.startLine = a.startLine;
  if (a.level === 'error') core.error(a.message, props);
  else if (a.level === 'warning') core.warning(a.message, props);
  else core.notice(a.message, props);
}
