#!/usr/bin/env node
// shogiops (https://github.com/WandererXII/shogiops) for perft verify, standard shogi:
//   node shogiops-perftree.mjs <depth> <sfen> [<usi moves>]   a perftree script
//   node shogiops-perftree.mjs                                a USI engine
// SFEN and USI moves (7g7f, 8h2b+, P*5e), what perft verify hands a shogi script by default.
// The divide is shogiops's own: debug.perft with its log, read back from what it prints.
import { parseUsi } from 'shogiops';
import { parseSfen } from 'shogiops/sfen';
import { perft } from 'shogiops/debug';
import { serve } from './lib/serve.mjs';

function divide(sfen, moves, depth) {
  const game = parseSfen('standard', sfen, false);
  if (game.isErr) throw new Error(`bad SFEN '${sfen}': ${game.error.message}`);
  const pos = game.value;
  for (const text of moves) {
    const move = parseUsi(text);
    if (!move || !pos.isLegal(move)) throw new Error(`illegal move '${text}'`);
    pos.play(move);
  }
  // perft(pos, depth, true) logs one `usi: count` line a root move, all in one console.log.
  const logged = [];
  const log = console.log;
  console.log = (text) => logged.push(String(text));
  try {
    perft(pos, depth, true);
  } finally {
    console.log = log;
  }
  return logged
    .join('\n')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [move, count] = line.split(': ');
      return [move, Number(count)];
    });
}

serve({
  name: 'shogiops-perftree',
  startpos: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
  divide,
});
