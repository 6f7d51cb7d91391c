#!/usr/bin/env node
// chessops (https://github.com/niklasf/chessops) for perft verify, atomic chess (lichess's
// rules), with UCI_Chess960 over UCI:
//   node chessops-atomic-perftree.mjs <depth> <fen> [<moves>]   a perftree script
//   node chessops-atomic-perftree.mjs                           a UCI engine (UCI_Chess960)
// Over UCI it plays UCI_Variant atomic, and atomic960 (chess960 castling) of a VariantPath file,
// whose text it does not read: the golden tables' atomic960.ini is atomic with chess960 = true.
// Moves in UCI; castling is read as the king's from-to (e1g1) or as the king taking its rook
// (e1h1) and written as the former (the latter with UCI_Chess960), as Fairy-Stockfish writes
// them. The counts are chessops's own perft under each root move.
import { parseUci, makeSquare } from 'chessops';
import { normalizeMove } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { perft } from 'chessops/debug';
import { Atomic } from 'chessops/variant';
import { serve } from './lib/serve.mjs';

function load(fen, moves) {
  const setup = parseFen(fen);
  if (setup.isErr) throw new Error(`bad FEN '${fen}': ${setup.error.message}`);
  const game = Atomic.fromSetup(setup.value);
  if (game.isErr) throw new Error(`illegal position '${fen}': ${game.error.message}`);
  const pos = game.value;
  for (const text of moves) {
    const move = parseUci(text);
    if (!move || !pos.isLegal(normalizeMove(pos, move))) throw new Error(`illegal move '${text}'`);
    pos.play(normalizeMove(pos, move));
  }
  return pos;
}

// The king's move text: onto its own rook is castling, written as the king's destination
// (g- or c-file) unless chess960.
function text(pos, from, to, chess960) {
  const piece = pos.board.get(from);
  const target = pos.board.get(to);
  let dest = to;
  if (!chess960 && piece?.role === 'king' && target?.role === 'rook' && target.color === piece.color)
    dest = (from & ~7) + (to > from ? 6 : 2);
  return makeSquare(from) + makeSquare(dest);
}

function divide(fen, moves, depth, options) {
  const variant = options.UCI_Variant ?? 'atomic';
  if (variant !== 'atomic' && variant !== 'atomic960')
    throw new Error(`variant '${variant}' is not atomic`);
  const chess960 = options.UCI_Chess960 === 'true' || variant === 'atomic960';
  const pos = load(fen, moves);
  const out = [];
  const lastRank = (to) => to >> 3 === 0 || to >> 3 === 7;
  const letter = { queen: 'q', rook: 'r', bishop: 'b', knight: 'n' };
  for (const [from, dests] of pos.allDests())
    for (const to of dests) {
      const promoting = pos.board.pawn.has(from) && lastRank(to);
      for (const promotion of promoting ? ['queen', 'rook', 'bishop', 'knight'] : [undefined]) {
        const child = pos.clone();
        child.play({ from, to, promotion });
        const name = text(pos, from, to, chess960) + (promotion ? letter[promotion] : '');
        out.push([name, perft(child, depth - 1)]);
      }
    }
  return out;
}

serve({
  name: 'chessops-atomic-perftree',
  startpos: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  options: [
    'UCI_Chess960 type check default false',
    'UCI_Variant type combo default atomic var atomic var atomic960',
    'VariantPath type string default <empty>',
  ],
  divide,
});
