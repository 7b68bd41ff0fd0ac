import { describe, expect, it } from 'vitest';
import { installPhase, renderStarting } from '../../src/report/starting.js';

describe('the starting body', () => {
  it('says who is starting and what the setup does, under the marker', () => {
    const body = renderStarting({
      agent: 'Claude',
      phase: 'installing 2.1.330',
      runUrl: 'https://github.com/octo/app/actions/runs/1',
      marker: '<!-- narrator:k -->',
    });
    expect(body.split('\n')[0]).toBe('<!-- narrator:k -->');
    expect(body).toContain('### 🔄 Claude is starting · installing 2.1.330');
    expect(body).toContain('[Workflow run](https://github.com/octo/app/actions/runs/1)');
    expect(renderStarting({ agent: 'Codex', phase: null, runUrl: null, marker: '<!-- narrator:k -->' })).toBe(
      '<!-- narrator:k -->\n### 🔄 Codex is starting',
    );
  });

  // The lines src/agent/install.ts logs (their shapes copied from it).
  it.each([
    [
      'Installing @anthropic-ai/claude-code@2.1.330 (Claude Code is not on PATH) into /t …',
      'installing 2.1.330',
    ],
    ['The Actions cache has no narrator-agent-x: downloading opencode-ai@1.2.3', 'downloading 1.2.3'],
    [
      'Restored opencode-ai@1.2.3 from the Actions cache (narrator-agent-x) in 2.1 s, verified in 0.3 s',
      '1.2.3 restored from the Actions cache',
    ],
    ['Installed @google/gemini-cli@0.9.0 in 12.3 s', '0.9.0 installed'],
    ['Using opencode-ai@1.2.3 from the cache (/t/x)', "using 1.2.3 from the runner's tool cache"],
  ])('%s -> %s', (line, phase) => {
    expect(installPhase(line)).toBe(phase);
  });

  it('any other line is no phase', () => {
    expect(installPhase('Narrator: output-schema (x): native')).toBeNull();
  });
});
