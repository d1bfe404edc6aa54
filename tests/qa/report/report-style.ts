/**
 * The report's one stylesheet: plain, readable at 390 and 1280 px, no script. The three coverage
 * colours are dark enough on white for text and lines (WCAG AA: green 5.4:1, brown 5.9:1, grey
 * 5.3:1), and each also has its own line (solid, dashed, dotted) so colour is never the only cue.
 */
export const REPORT_CSS = `
:root {
  --text: #1a1a1a;
  --muted: #4a4a4a;
  --line: #c9c9c4;
  --app: #1e7b4f;
  --app-bg: #e3f4ea;
  --machine: #8a5a00;
  --machine-bg: #fff3d6;
  --none: #6b6b6b;
  --none-bg: #f1f1f1;
  --fail: #a3261c;
  --fail-bg: #fde8e6;
}
* { box-sizing: border-box; }
body {
  margin: 0;
  color: var(--text);
  background: #fafaf8;
  font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
header.site, main { max-width: 1200px; margin: 0 auto; padding: 0 16px; }
header.site { padding-top: 12px; font-size: 14px; }
main { padding-bottom: 48px; }
h1 { font-size: 28px; line-height: 1.25; margin: 12px 0 8px; }
h2 { font-size: 22px; line-height: 1.3; margin: 32px 0 8px; }
h3 { font-size: 18px; margin: 20px 0 6px; }
p, li { max-width: 70ch; }
a { color: #0b5e6b; }
code, pre { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, monospace; font-size: 14px; }
pre { background: #fff; border: 1px solid var(--line); padding: 8px 12px; overflow-x: auto; white-space: pre-wrap; word-break: break-word; }
.muted { color: var(--muted); }
.notice { border-left: 4px solid var(--machine); background: var(--machine-bg); padding: 8px 12px; max-width: 70ch; }
.table-scroll { overflow-x: auto; margin: 8px 0; }
table { border-collapse: collapse; background: #fff; font-size: 14px; }
caption { text-align: left; padding: 4px 0; }
th, td { border: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; }
th { background: #efefea; }
td.num { text-align: right; white-space: nowrap; }
/* Names of states and events stay whole: a narrow table scrolls rather than breaking them. */
td code { white-space: nowrap; }
.figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 12px; margin: 12px 0; }
.figure-card { background: #fff; border: 1px solid var(--line); padding: 10px 12px; }
.figure-card h3 { margin: 0 0 4px; font-size: 16px; }
.figure-card dl { margin: 0; display: grid; grid-template-columns: auto auto; gap: 2px 12px; }
.figure-card dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
.mark { display: inline-block; padding: 0 6px; border-radius: 4px; border: 1px solid; white-space: nowrap; }
.mark.cov-app, .mark.passed { color: var(--app); background: var(--app-bg); border-color: var(--app); }
.mark.cov-machine { color: var(--machine); background: var(--machine-bg); border-color: var(--machine); border-style: dashed; }
.mark.cov-none, .mark.not-run { color: var(--none); background: var(--none-bg); border-color: var(--none); border-style: dotted; }
.mark.failed { color: var(--fail); background: var(--fail-bg); border-color: var(--fail); }
.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 8px 20px; margin: 8px 0; }
.legend li { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; }
.legend svg { flex: none; }
/* The explanation goes under its sample on a phone, beside it on a wide screen. */
.legend li > .muted { flex: 1 1 16em; }
.chart-scroll { overflow: auto; max-height: 85vh; background: #fff; border: 1px solid var(--line); }
.chart-scroll svg { display: block; }
svg text { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, monospace; font-size: 12px; fill: var(--text); }
svg .state-key { font-weight: 700; }
svg .state-label { font-size: 11px; fill: var(--muted); }
svg .state rect { stroke-width: 2; }
svg .state.cov-root > rect { fill: #fff; stroke: #444; }
svg .state.cov-app > rect { fill: var(--app-bg); stroke: var(--app); }
svg .state.cov-machine > rect { fill: var(--machine-bg); stroke: var(--machine); stroke-dasharray: 7 4; }
svg .state.cov-none > rect { fill: var(--none-bg); stroke: var(--none); stroke-dasharray: 2 4; }
svg .state.compound > rect { fill-opacity: 0.45; }
svg .state .final-ring { fill: none; stroke-width: 1.5; }
svg .transition .edge { fill: none; stroke-width: 2; }
svg .transition.cov-app .edge { stroke: var(--app); stroke-width: 2.5; }
svg .transition.cov-machine .edge { stroke: var(--machine); stroke-dasharray: 7 4; }
svg .transition.cov-none .edge { stroke: var(--none); stroke-dasharray: 2 4; }
svg .arrow-app path { fill: var(--app); }
svg .arrow-machine path { fill: var(--machine); }
svg .arrow-none path { fill: var(--none); }
svg .arrow-initial path, svg .initial { fill: #222; }
svg .initial-edge { fill: none; stroke: #222; stroke-width: 1.5; }
svg .edge-label rect { fill: #fff; fill-opacity: 0.9; }
svg .edge-label .cov-app { fill: var(--app); }
svg .edge-label .cov-machine { fill: var(--machine); }
svg .edge-label .cov-none { fill: var(--none); }
.steps { list-style: none; padding: 0; }
.step { background: #fff; border: 1px solid var(--line); padding: 12px; margin: 12px 0; max-width: none; }
.step.failed { border-color: var(--fail); border-width: 2px; }
.step h2 { margin: 0 0 4px; font-size: 18px; }
.step img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); margin-top: 8px; }
.step figure { margin: 8px 0 0; }
.step figcaption { font-size: 14px; color: var(--muted); }
@media (min-width: 900px) {
  .step { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr); gap: 16px; }
  .step figure { margin: 0; }
}
`
