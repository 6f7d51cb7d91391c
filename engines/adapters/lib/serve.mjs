// The two ways perft verify talks to an adapter, shared by the adapters here:
//  - a perftree script: `node adapter.mjs <depth> <position> [<moves>]` prints `move count`
//    lines, a blank line and the total, one process a question;
//  - with no arguments, an engine on stdin, started once for many questions: `uci` (or `usi`),
//    `isready`, `setoption name N value V`, `position startpos|fen F|sfen S [moves ...]`,
//    `go perft <depth>` (answered with `move: count` lines and `Nodes searched: N`), `quit`.
// An adapter supplies `divide(position, moves, depth, options)`, returning [move, count] pairs
// counted by its library, and throws an Error naming what it could not read.
import { createInterface } from 'node:readline';

function perftree(adapter, args) {
  const [depthText, position, moves = ''] = args;
  const depth = Number(depthText);
  if (!Number.isInteger(depth) || depth < 1 || position === undefined)
    throw new Error(`usage: ${adapter.name}.mjs <depth> <position> [<moves>]`);
  let total = 0;
  for (const [move, n] of adapter.divide(position, words(moves), depth, {})) {
    console.log(`${move} ${n}`);
    total += n;
  }
  console.log(`\n${total}`);
}

function words(text) {
  return text.split(/\s+/).filter(Boolean);
}

// `position startpos|fen F...|sfen S... [moves m...]` -> [position text, moves]
function positionCommand(adapter, w) {
  const at = w.indexOf('moves');
  const head = at < 0 ? w.slice(1) : w.slice(1, at);
  const position = head[0] === 'startpos' ? adapter.startpos : head.slice(1).join(' ');
  return [position, at < 0 ? [] : w.slice(at + 1)];
}

function engine(adapter) {
  const options = {};
  let position = adapter.startpos,
    moves = [];
  const lines = createInterface({ input: process.stdin, terminal: false });
  lines.on('line', (line) => {
    const w = words(line);
    try {
      if (w[0] === 'quit') process.exit(0);
      if (w[0] === 'uci' || w[0] === 'usi') {
        console.log(`id name ${adapter.name}\nid author vchess adapters`);
        for (const o of adapter.options ?? []) console.log(`option name ${o}`);
        console.log(w[0] === 'uci' ? 'uciok' : 'usiok');
      } else if (w[0] === 'isready') {
        console.log('readyok');
      } else if (w[0] === 'setoption' && w[1] === 'name' && w[3] === 'value') {
        options[w[2]] = w.slice(4).join(' ');
      } else if (w[0] === 'position') {
        [position, moves] = positionCommand(adapter, w);
      } else if (w[0] === 'go' && w[1] === 'perft') {
        let total = 0;
        for (const [move, n] of adapter.divide(position, moves, Number(w[2]), options)) {
          console.log(`${move}: ${n}`);
          total += n;
        }
        console.log(`\nNodes searched: ${total}\n`);
      }
    } catch (e) {
      console.log(`info string error: ${e.message}`);
    }
  });
}

export function serve(adapter) {
  const args = process.argv.slice(2);
  if (args.length === 0) return engine(adapter);
  try {
    perftree(adapter, args);
  } catch (e) {
    process.stderr.write(`${adapter.name}: ${e.message}\n`);
    process.exit(2);
  }
}
