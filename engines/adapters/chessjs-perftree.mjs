#!/usr/bin/env node
// chess.js (https://github.com/jhlywa/chess.js) for perft verify, orthodox chess only:
//   node chessjs-perftree.mjs <depth> <fen> [<moves>]   a perftree script
//   node chessjs-perftree.mjs                           a UCI engine (no UCI_Chess960)
// Moves in UCI (castling e1g1). The counts are chess.js's own perft() under each root move.
import { Chess } from 'chess.js';
import { serve } from './lib/serve.mjs';

function divide(fen, moves, depth) {
  let game;
  try {
    game = new Chess(fen);
  } catch (e) {
    throw new Error(`bad FEN '${fen}': ${e.message}`);
  }
  for (const text of moves) {
    try {
      game.move({ from: text.slice(0, 2), to: text.slice(2, 4), promotion: text[4] });
    } catch (e) {
      throw new Error(`illegal move '${text}'`);
    }
  }
  const out = [];
  for (const m of game.moves({ verbose: true })) {
    game.move(m);
    out.push([`${m.from}${m.to}${m.promotion ?? ''}`, depth > 1 ? game.perft(depth - 1) : 1]);
    game.undo();
  }
  return out;
}

serve({
  name: 'chessjs-perftree',
  startpos: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  divide,
});
