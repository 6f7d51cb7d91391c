#!/usr/bin/env node
// chessops (https://github.com/niklasf/chessops) for perft verify, chess and chess960:
//   node chessops-perftree.mjs <depth> <fen> [<moves>]   a perftree script
//   node chessops-perftree.mjs                           a UCI engine (UCI_Chess960)
// Moves in UCI; castling is read as the king's from-to (e1g1) or as the king taking its rook
// (e1h1) and written as the latter. The counts are chessops's own perft under each root move.
import { Chess, parseUci, makeUci } from 'chessops';
import { normalizeMove } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { perft } from 'chessops/debug';
import { serve } from './lib/serve.mjs';

function load(fen, moves) {
  const setup = parseFen(fen);
  if (setup.isErr) throw new Error(`bad FEN '${fen}': ${setup.error.message}`);
  const game = Chess.fromSetup(setup.value);
  if (game.isErr) throw new Error(`illegal position '${fen}': ${game.error.message}`);
  const pos = game.value;
  for (const text of moves) {
    const move = parseUci(text);
    if (!move || !pos.isLegal(normalizeMove(pos, move))) throw new Error(`illegal move '${text}'`);
    pos.play(normalizeMove(pos, move));
  }
  return pos;
}

function divide(fen, moves, depth) {
  const pos = load(fen, moves);
  const out = [];
  const lastRank = (to) => to >> 3 === 0 || to >> 3 === 7;
  for (const [from, dests] of pos.allDests())
    for (const to of dests) {
      const promoting = pos.board.pawn.has(from) && lastRank(to);
      for (const promotion of promoting ? ['queen', 'rook', 'bishop', 'knight'] : [undefined]) {
        const child = pos.clone();
        const move = { from, to, promotion };
        child.play(move);
        out.push([makeUci(move), perft(child, depth - 1)]);
      }
    }
  return out;
}

serve({
  name: 'chessops-perftree',
  startpos: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  options: ['UCI_Chess960 type check default false'],
  divide,
});
