const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  StopListener,
  octokitStopSources
} from "./chunk-D7IALT7J.js";
import {
  commentPlace
} from "./chunk-G26BKM2I.js";
import {
  reactionEmoji
} from "./chunk-LANPLIKO.js";
import {
  fetchPermission,
  mayStartByComment
} from "./chunk-SQX6ZI7A.js";
import "./chunk-7MOZR5A6.js";
import "./chunk-7VCEWHLH.js";
import "./chunk-BJA6GBZG.js";
import {
  info
} from "./chunk-MMT2LOYV.js";
import "./chunk-GW5CHERF.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-4BUEJA4U.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-6PPWJKGQ.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-D4GNM7ML.js";
import "./chunk-QKXLR4XC.js";

// src/action/live/remote-stop.ts
function listenForStop(o) {
  const log = (message) => info(o.redactor.redact(`Narrator: ${message}`));
  if (!o.config.remoteStop) return null;
  const place = commentPlace(o.config, o.env, o.event);
  if (place.target === null) {
    log(`no stop from the PR: there is no pull request or issue to listen on (${place.reason})`);
    return null;
  }
  if (o.session === null) {
    log("no stop from the PR: 'github-token' is empty");
    return null;
  }
  const session = o.session;
  const { target } = place;
  const client = session.client();
  const intervalMs = Math.max(1e3, o.config.updateIntervalSeconds * 2 * 1e3);
  const listener = new StopListener({
    sources: octokitStopSources({ client, target, liveCommentId: o.liveCommentId, startedAt: o.startedAt }),
    intervalMs,
    clock: session.clock,
    budget: session.budget,
    log,
    // The permission gate's own rules, as if this person had written the comment that starts a run.
    isAllowed: (login, isBot) => mayStartByComment({ login, isBot }, o.config, (name) => fetchPermission(client, target, name)),
    onStop: (candidate) => {
      const request = {
        login: candidate.login,
        via: candidate.via,
        reason: candidate.reason,
        afterMs: Math.max(0, Date.now() - o.startedAt)
      };
      const how = candidate.via === "reaction" ? `${reactionEmoji("-1")} on the live comment` : "/narrator stop";
      log(
        `${candidate.login} asked to stop the agent (${how}${candidate.reason ? `: ${candidate.reason}` : ""}); stopping it`
      );
      o.stop(request);
    }
  });
  listener.start();
  log(
    `a \u{1F44E} on the live comment or a '/narrator stop' comment on ${target.owner}/${target.repo}#${target.issueNumber} stops the agent (checked every ${intervalMs / 1e3} s)`
  );
  let closed = false;
  return {
    close() {
      if (closed) return;
      closed = true;
      const s = listener.close();
      const minutes = Math.max((s.endedAt ?? session.clock.now()) - s.startedAt, 1) / 6e4 / session.scale;
      log(
        `listening for a stop cost ${s.requests} conditional requests in ${minutes.toFixed(2)} min (${(s.requests / minutes).toFixed(1)}/min), ${s.notModified} answered 304 Not Modified (${(s.notModified / minutes).toFixed(1)}/min, free of the rate limit)${s.skipped ? `, ${s.skipped} polls skipped for the shared budget` : ""}`
      );
    }
  };
}
export {
  listenForStop
};
