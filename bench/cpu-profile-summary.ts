// Reads a V8 .cpuprofile (`node --cpu-prof`) and prints where the time went: self time and
// total (inclusive) time by function, and self time by package, so a request path's costs
// can be read without a browser's DevTools.
// Usage: npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [rows, default 40]
import { readFileSync } from 'node:fs';
import { print, printTable } from './lib/report';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArgument] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArgument ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*\/dist\//, 'dist/');
const functionOf = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) =>
  `${functionName || '(anonymous)'} ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`.trim();
/** The package a frame belongs to, our bundle, Node's own code, or V8's pseudo-frames. */
function packageOf({ callFrame: { url, functionName } }: ProfileNode): string {
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'native'})`;
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.startsWith('node:')) return 'node (built-in modules)';
  return shortUrl(url);
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

const selfMs = new Map<string, number>();
const totalMs = new Map<string, number>();
const packageMs = new Map<string, number>();
const add = (map: Map<string, number>, key: string, ms: number) =>
  map.set(key, (map.get(key) ?? 0) + ms);
let allMs = 0;
for (const [index, id] of profile.samples.entries()) {
  const ms = (profile.timeDeltas[index] ?? 0) / 1000;
  const node = byId.get(id)!;
  allMs += ms;
  add(selfMs, functionOf(node), ms);
  add(packageMs, packageOf(node), ms);
  // Each function once per sample, however often it recurses.
  const onStack = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    onStack.add(functionOf(byId.get(at)!));
  }
  for (const name of onStack) add(totalMs, name, ms);
}

const top = (map: Map<string, number>, count: number) =>
  [...map.entries()]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([name, ms]) => [name, ms.toFixed(0), `${((100 * ms) / allMs).toFixed(1)} %`]);

print(`${file}: ${(allMs / 1000).toFixed(1)} s sampled`);
print();
printTable(['package (self time)', 'ms', 'share'], top(packageMs, 25));
print();
printTable(['function (self time)', 'ms', 'share'], top(selfMs, rows));
print();
printTable(['function (total time, callees included)', 'ms', 'share'], top(totalMs, rows));
