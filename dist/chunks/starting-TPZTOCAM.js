const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  openGitHubSession,
  runComment
} from "./chunk-KOCTCF7N.js";
import "./chunk-Z7XQOW2B.js";
import "./chunk-O4EMWYEA.js";
import "./chunk-2C5UTV7F.js";
import {
  commentPlace
} from "./chunk-G26BKM2I.js";
import {
  HANDOFF,
  handOff
} from "./chunk-KABIMPPG.js";
import "./chunk-VSTP5VM3.js";
import "./chunk-75J6MDZJ.js";
import "./chunk-BOTWAFO2.js";
import "./chunk-7MOZR5A6.js";
import "./chunk-7VCEWHLH.js";
import {
  withMarker
} from "./chunk-BJA6GBZG.js";
import {
  runUrlFrom
} from "./chunk-7QHSLWKT.js";
import "./chunk-MMT2LOYV.js";
import "./chunk-GW5CHERF.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-F7YLESSX.js";
import "./chunk-4BUEJA4U.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-6PPWJKGQ.js";
import "./chunk-4BITRX4B.js";
import "./chunk-3Y6BVAJD.js";
import "./chunk-J24MDO5F.js";
import "./chunk-YDNSAMNY.js";
import "./chunk-JHHEPBTZ.js";
import "./chunk-6BFCX7YP.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-VVJO45ST.js";
import "./chunk-54B5BJMG.js";
import "./chunk-D4GNM7ML.js";
import "./chunk-QKXLR4XC.js";

// src/report/starting.ts
function renderStarting(info) {
  const head = `### \u{1F504} ${info.agent} is starting${info.phase ? ` \xB7 ${info.phase}` : ""}`;
  const link = info.runUrl ? `

[Workflow run](${info.runUrl})` : "";
  return withMarker(`${head}${link}`, info.marker);
}
function versionOf(spec) {
  const at = spec.lastIndexOf("@");
  return at > 0 ? spec.slice(at + 1) : spec;
}
function installPhase(line) {
  let m = /^Using (\S+) from the cache /.exec(line);
  if (m) return `using ${versionOf(m[1])} from the runner's tool cache`;
  m = /^The Actions cache .*: downloading (\S+)$/.exec(line);
  if (m) return `downloading ${versionOf(m[1])}`;
  m = /^Installing (\S+) /.exec(line);
  if (m) return `installing ${versionOf(m[1])}`;
  m = /^Restored (\S+) from the Actions cache /.exec(line);
  if (m) return `${versionOf(m[1])} restored from the Actions cache`;
  m = /^Installed (\S+) in /.exec(line);
  if (m) return `${versionOf(m[1])} installed`;
  return null;
}

// src/sinks/comment/starting.ts
function agentName(o) {
  return o.config.command !== null ? "The agent" : o.agentLabel;
}
function announceStart(o) {
  if (!o.config.githubToken) return null;
  const place = commentPlace(o.config, o.context.runner, o.context.event);
  if (place.target === null) return null;
  const { target, marker } = place;
  const session = openGitHubSession({
    token: o.config.githubToken,
    context: o.context,
    redact: o.redactor.redact,
    crowdPrior: o.config.leg.jobTotal ?? 1
  });
  const comment = runComment(session, target, marker, o.config, o.context);
  handOff(HANDOFF.comment, JSON.stringify({ ...target, marker, commentId: null }));
  const runUrl = runUrlFrom(o.context.runner);
  const agent = agentName(o);
  const body = (phase) => o.redactor.redact(renderStarting({ agent, phase, runUrl, marker }));
  comment.start(body(o.config.install === "auto" ? `installing ${o.config.agentVersion}` : null));
  return {
    marker,
    comment,
    session,
    setupLine: (line) => {
      const phase = installPhase(line);
      if (phase !== null) comment.update(body(phase), { phase: true });
    }
  };
}
export {
  announceStart
};
