/**
 * The page's only stylesheet and script: constants of this file, never built from the stream, so
 * the Content-Security-Policy can name them by their SHA-256 (no 'unsafe-inline', no nonce to leak).
 * The script only filters and folds what is already on the page: it reads no data, builds no
 * markup (no innerHTML, no eval) and makes no request.
 */

export const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--card:#f6f8fa;
--ok:#1a7f37;--err:#cf222e;--warn:#9a6700;--deny:#8250df;--pend:#59636e;--add:#dafbe1;--del:#ffebe9;--accent:#0969da}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#3d444d;--card:#151b23;
--ok:#3fb950;--err:#f85149;--warn:#d29922;--deny:#ab7df8;--pend:#9198a1;--add:#12261e;--del:#25171c;--accent:#4493f8}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif}
main,header.page,footer{max-width:1100px;margin:0 auto;padding:0 20px}
header.page{padding-top:24px}
h1{font-size:26px;margin:0 0 4px;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
h2{font-size:18px;margin:28px 0 10px;border-bottom:1px solid var(--line);padding-bottom:4px}
.outcome{font-weight:700;padding:2px 10px;border-radius:999px;font-size:15px;border:1px solid currentColor}
.outcome.good{color:var(--ok)}.outcome.bad{color:var(--err)}.outcome.running{color:var(--warn)}
.reason{margin:8px 0 0;padding:10px 12px;border-left:4px solid var(--err);background:var(--card);border-radius:6px}
.reason p{margin:0 0 8px}.reason p:last-child{margin:0}
.metrics{display:grid;grid-template-columns:repeat(auto-fit,minmax(130px,1fr));gap:10px;margin:16px 0 0;padding:0}
.metrics div{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:8px 12px}
.metrics dt{color:var(--muted);font-size:12px;text-transform:uppercase;letter-spacing:.04em}
.metrics dd{margin:0;font-size:20px;font-weight:600}
.muted{color:var(--muted)}
.timeline{width:100%;height:auto;border:1px solid var(--line);border-radius:8px;background:var(--card)}
.timeline .ok{fill:var(--ok)}.timeline .error{fill:var(--err)}.timeline .denied{fill:var(--deny)}
.timeline .pending,.timeline .cancelled{fill:var(--pend)}.timeline .retry{fill:var(--warn)}
.timeline .step{stroke:var(--accent);stroke-width:1}.timeline .wait{fill:var(--line);opacity:.6}
.axis{display:flex;justify-content:space-between;color:var(--muted);font-size:.75rem;margin-top:2px}
.legend{display:flex;gap:14px;flex-wrap:wrap;font-size:13px;color:var(--muted);margin:6px 0 0;padding:0;list-style:none}
.legend span{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px;vertical-align:middle}
.legend .ok{background:var(--ok)}.legend .error{background:var(--err)}.legend .denied{background:var(--deny)}
.legend .pending{background:var(--pend)}.legend .retry{background:var(--warn)}.legend .step{background:var(--accent)}
.legend .wait{background:var(--line)}
ul.plan{list-style:none;padding-left:4px;margin:4px 0}
.todo-completed{color:var(--muted);text-decoration:line-through}.todo-in_progress{font-weight:600}
.filters{position:sticky;top:0;z-index:1;background:var(--bg);display:flex;gap:8px;flex-wrap:wrap;align-items:center;padding:10px 0;border-bottom:1px solid var(--line)}
.filters input,.filters select,.filters button{font:inherit;padding:4px 8px;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg)}
.filters input{flex:1;min-width:180px}
.entry{border:1px solid var(--line);border-radius:8px;margin:10px 0;padding:10px 14px;background:var(--bg);content-visibility:auto;contain-intrinsic-size:auto 140px}
.entry.text{background:var(--card)}
.entry.thinking{border-style:dashed;color:var(--muted)}
.entry.error,.entry[data-status=error]{border-left:4px solid var(--err)}
.entry.denied,.entry[data-status=denied]{border-left:4px solid var(--deny)}
.entry.warning,.entry.retry{border-left:4px solid var(--warn)}
.entry.compact{padding:4px 14px;margin:4px 0}
.entry header{display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}
.who{font-size:12px;text-transform:uppercase;letter-spacing:.05em;color:var(--muted)}
.prose{white-space:pre-wrap;overflow-wrap:anywhere}
.num{color:var(--muted);font-variant-numeric:tabular-nums}
.tool-name{font-weight:700;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.desc{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;overflow-wrap:anywhere}
.badge{font-size:12px;font-weight:600;padding:0 8px;border-radius:999px;border:1px solid currentColor}
.badge.ok{color:var(--ok)}.badge.error{color:var(--err)}.badge.denied{color:var(--deny)}
.badge.pending,.badge.cancelled{color:var(--pend)}.badge.warning,.badge.retry{color:var(--warn)}
pre{font:12.5px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--card);border:1px solid var(--line);border-radius:6px;padding:8px 10px;overflow:auto;max-height:36em;white-space:pre-wrap;overflow-wrap:anywhere;margin:8px 0 0}
pre.diff .add{background:var(--add);display:block}pre.diff .del{background:var(--del);display:block}pre.diff .ctx{display:block;color:var(--muted)}
.path{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;margin-top:6px}
details>summary{cursor:pointer;color:var(--muted);margin-top:6px}
.cut{color:var(--warn);font-size:13px;margin:4px 0 0}
footer{color:var(--muted);font-size:13px;padding:24px 20px 40px}
[hidden]{display:none!important}
a{color:var(--accent)}
`;

export const SCRIPT = `
(function () {
  var search = document.getElementById('search');
  var tool = document.getElementById('tool');
  var status = document.getElementById('status');
  var shown = document.getElementById('shown');
  var entries = Array.prototype.slice.call(document.querySelectorAll('#conversation .entry'));
  var texts = null;
  var timer = 0;
  function apply() {
    var needle = search.value.trim().toLowerCase();
    var t = tool.value;
    var s = status.value;
    if (needle && texts === null) texts = entries.map(function (e) { return e.textContent.toLowerCase(); });
    var count = 0;
    for (var i = 0; i < entries.length; i++) {
      var e = entries[i];
      var ok = (!t || e.getAttribute('data-tool') === t) &&
        (!s || e.getAttribute('data-status') === s) &&
        (!needle || texts[i].indexOf(needle) !== -1);
      e.hidden = !ok;
      if (ok) count++;
    }
    shown.textContent = count + ' of ' + entries.length + ' entries shown';
  }
  function later() { clearTimeout(timer); timer = setTimeout(apply, 120); }
  search.addEventListener('input', later);
  tool.addEventListener('change', apply);
  status.addEventListener('change', apply);
  function setOpen(open) {
    var all = document.querySelectorAll('#conversation details');
    for (var i = 0; i < all.length; i++) all[i].open = open;
  }
  document.getElementById('expand').addEventListener('click', function () { setOpen(true); });
  document.getElementById('collapse').addEventListener('click', function () { setOpen(false); });
  apply();
})();
`;
