#!/usr/bin/env python3
"""Regenerate or extend golden perft tables (golden/*.epd) from fairy-stockfish ONLY.

Every count this script writes was produced by fairy-stockfish (`go perft d`, `Nodes searched: N`).
The project's own implementations are *not* consulted here: the `perft golden` runner confirms a table
against the reference and fast move generators afterwards.

Output format (perft-suite EPD convention), one position per line, `#` comment lines allowed:

    <fen, 6 fields> ;D1 20 ;D2 400 ;D3 8902

Input positions (`--fens FILE`, `-` for stdin, repeatable) may be given as
  * plain FENs (4, 5 or 6 fields); `#` comment lines directly above a FEN are copied to the output,
  * EPD lines `<fen> ;D1 n ;D2 n ...` (the counts become *expected* values: a mismatch with
    fairy-stockfish is reported and makes the script exit with status 1),
  * the anchors `.perft` layout (`id X` / `epd FEN` / `perft d n` lines; counts are expected values).

Random positions (`--random N --plies K --seed S`) are produced by random legal play from the start
FENs (`--start FEN`, `--start-file FILE`, or the variant's standard start position), choosing moves
from fairy-stockfish's own `go perft 1` move list. The walk is biased towards one target feature per
position, taken in turn from `--features` (default castle,ep,promo):
  castle  a castling move is legal for the side to move (castling rights still present),
  ep      an en-passant capture is legal,
  promo   a promotion move is legal.
After K plies the walk continues (up to --extra-plies more) until the target feature is present; a
walk that fails or ends the game is restarted. Each random position gets a `#` comment line saying
how it was made (seed, start, moves).

Depth control: positions are deepened from depth 1 up to --depth, but a depth is skipped (and
deepening stops) when its predicted node count (last count x last branching factor) exceeds
--max-nodes, or when a query exceeds --timeout seconds (the engine is then restarted).

FEN normalisation of the written lines: 6 fields (missing clocks become `0 1`), a lone `0` row
digit becomes `10`; the en-passant field keeps a square only if an en-passant capture is actually
legal there (checked against fairy-stockfish's move list), otherwise `-`. Input FENs keep their
castling notation (X-FEN KQkq / Shredder letters). FENs made by random play are written with KQkq
when every castling rook is the outermost rook on its side, with Shredder file letters otherwise;
chess960 keeps Shredder letters always, like the anchors file (see --castling).

Variants: chess (fsf `chess` + UCI_Chess960), chess960 (`fischerandom` + UCI_Chess960), capablanca
(`capablanca`), gothic (`gothic`), crc (`caparandom` + UCI_Chess960). With UCI_Chess960 fairy-stockfish
writes castling as king-takes-rook (e.g. `b1a1`), without it as the king's move (e.g. `f1i1`).
Chess uses UCI_Chess960 too: without it fairy-stockfish skips the "castling rook uncovers a check"
test, which matters for X-FEN positions with the king off the e-file (xfen-04 of the anchors:
20 moves instead of 19); for the standard placement both settings count the same. Capablanca and
gothic positions keep the king on f1 and the rooks in the corners until they lose the right, where
the two settings agree as well.

Examples:
  # regenerate the chess table from the anchors and two extra lines on stdin
  scripts/golden_fsf.py chess --fens /work/shared/anchors/tricky.perft --fens extra.epd \\
      --depth 6 --max-nodes 2e8 --skip-mismatch --out golden/chess.epd
  # 40 spread samples of the Chess960 anchors, to depth 5 or 20M nodes
  scripts/golden_fsf.py chess960 --fens /work/shared/anchors/chess960.perft --sample 40 --seed 960 \\
      --depth 5 --max-nodes 2e7 --out golden/chess960.epd
  # append 10 random CRC positions after ~30 plies from the given start FENs
  scripts/golden_fsf.py crc --random 10 --plies 30 --seed 7 --start-file starts.txt \\
      --depth 5 --max-nodes 3e7 --out golden/crc.epd --append
  # show fairy-stockfish's divide for a position (no table written)
  scripts/golden_fsf.py crc --divide 2 --fens - <<< 'rk7r/pppppppppp/10/10/10/10/PPPPPPPPPP/RK7R w KQkq - 0 1'
"""

from __future__ import annotations

import argparse
import os
import random
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fsf_engine  # noqa: E402
from fsf_engine import DEFAULT_ENGINE, EngineError, EngineTimeout  # noqa: E402

VARIANTS = {
    # name: (fsf UCI_Variant, UCI_Chess960, files, piece letters, default start FEN)
    "chess": ("chess", True, 8, "pnbrqk",
              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    "chess960": ("fischerandom", True, 8, "pnbrqk", None),
    "capablanca": ("capablanca", False, 10, "pnbrqkac",
                   "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"),
    "gothic": ("gothic", False, 10, "pnbrqkac",
               "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1"),
    "crc": ("caparandom", True, 10, "pnbrqkac", None),
    # Engine only (fsf_shogi_cross_check.py); tables of shogi are not written by this script.
    "shogi": ("shogi", False, 9, "pnbrgslk", None),
}

MOVE_RE = re.compile(r"^([a-z])(\d+)([a-z])(\d+)([a-z]?)$")


# ----------------------------------------------------------------------------------------------
# FEN handling


@dataclass
class Fen:
    rows: list  # rows[0] = rank 8 (top) ... as list of chars ('.' = empty), each of length `files`
    side: str
    castling: str
    ep: str
    halfmove: str
    fullmove: str

    @property
    def files(self) -> int:
        return len(self.rows[0])

    def piece(self, file: int, rank: int) -> str:
        """file 0-based, rank 1-based."""
        return self.rows[len(self.rows) - rank][file]

    def board_str(self) -> str:
        out = []
        for row in self.rows:
            s, run = "", 0
            for c in row:
                if c == ".":
                    run += 1
                else:
                    if run:
                        s += str(run)
                        run = 0
                    s += c
            if run:
                s += str(run)
            out.append(s)
        return "/".join(out)

    def text(self) -> str:
        return " ".join([self.board_str(), self.side, self.castling, self.ep, self.halfmove,
                         self.fullmove])


def parse_fen(text: str, variant: str) -> Fen:
    """Parse and validate a FEN for `variant`; raises ValueError with a clear message."""
    _, _, files, letters, _ = VARIANTS[variant]
    parts = text.split()
    if len(parts) < 4 or len(parts) > 6:
        raise ValueError(f"FEN must have 4 to 6 fields, got {len(parts)}: {text!r}")
    board, side, castling, ep = parts[:4]
    halfmove = parts[4] if len(parts) > 4 else "0"
    fullmove = parts[5] if len(parts) > 5 else "1"
    ranks = board.split("/")
    if len(ranks) != 8:
        raise ValueError(f"board must have 8 ranks, got {len(ranks)}: {text!r}")
    rows = []
    for r in ranks:
        row = []
        for tok in re.findall(r"\d+|.", r):
            if tok.isdigit():
                n = int(tok)
                if n == 0:
                    n = 10  # the CRC proposal's '0' = ten empty squares
                row.extend("." * n)
            elif tok.lower() in letters:
                row.append(tok)
            else:
                raise ValueError(f"unknown piece letter {tok!r} for {variant}: {text!r}")
        if len(row) != files:
            raise ValueError(f"rank {r!r} has {len(row)} squares, expected {files}: {text!r}")
        rows.append(row)
    flat = "".join("".join(r) for r in rows)
    if flat.count("K") != 1 or flat.count("k") != 1:
        raise ValueError(f"need exactly one king per side: {text!r}")
    if side not in ("w", "b"):
        raise ValueError(f"side to move must be w or b: {text!r}")
    last_file = chr(ord("a") + files - 1)
    if castling != "-" and not re.fullmatch(
            f"[KQkqA-{last_file.upper()}a-{last_file}]+", castling):
        raise ValueError(f"bad castling field {castling!r}: {text!r}")
    if ep != "-" and not re.fullmatch(f"[a-{last_file}]{'6' if side == 'w' else '3'}", ep):
        raise ValueError(f"bad en-passant field {ep!r} for side {side}: {text!r}")
    if not halfmove.isdigit() or not fullmove.isdigit():
        raise ValueError(f"bad move counters: {text!r}")
    return Fen(rows, side, castling, ep, halfmove, fullmove)


def mismatch_line(fen: str, depth: int, ours: dict[str, int], theirs: dict[str, int]) -> str:
    """One line naming the first ten moves whose divide counts differ."""
    diff = sorted(m for m in set(ours) | set(theirs) if ours.get(m) != theirs.get(m))
    return f"MISMATCH {fen} D{depth}: " + ", ".join(
        f"{m} ours={ours.get(m)} fsf={theirs.get(m)}" for m in diff[:10])


def tally(label, depth: int, results) -> int:
    """Counts (fen, ours, theirs, agree) results, printing a line for each disagreement, then
    '<label()>: P passed, F failed'. Returns 1 if any failed."""
    passed = failed = 0
    for fen, ours, theirs, agree in results:
        if agree:
            passed += 1
        else:
            failed += 1
            print(mismatch_line(fen, depth, ours, theirs))
    print(f"{label()}: {passed} passed, {failed} failed")
    return 1 if failed else 0


def square(file: int, rank: int) -> str:
    return f"{chr(ord('a') + file)}{rank}"


def parse_move(m: str):
    mm = MOVE_RE.match(m)
    if not mm:
        return None
    ff, fr, tf, tr, promo = mm.groups()
    return ord(ff) - 97, int(fr), ord(tf) - 97, int(tr), promo


def is_ep_capture(fen: Fen, move: str) -> bool:
    pm = parse_move(move)
    if not pm or fen.ep == "-":
        return False
    ff, fr, tf, tr, _ = pm
    pawn = "P" if fen.side == "w" else "p"
    return (fen.piece(ff, fr) == pawn and ff != tf and square(tf, tr) == fen.ep
            and fen.piece(tf, tr) == ".")


def is_castling(fen: Fen, move: str, chess960: bool) -> bool:
    pm = parse_move(move)
    if not pm:
        return False
    ff, fr, tf, tr, _ = pm
    king, rook = ("K", "R") if fen.side == "w" else ("k", "r")
    if fen.piece(ff, fr) != king or fr != tr:
        return False
    if chess960:
        return fen.piece(tf, tr) == rook  # king-takes-rook
    return abs(tf - ff) >= 2


def is_promotion(fen: Fen, move: str) -> bool:
    pm = parse_move(move)
    return bool(pm and pm[4] and fen.piece(pm[0], pm[1]).lower() == "p")


def king_file(fen: Fen, colour: str):
    rank, king = (1, "K") if colour == "w" else (8, "k")
    return next((f for f in range(fen.files) if fen.piece(f, rank) == king), None)


def outermost_rook(fen: Fen, colour: str, wing: str):
    """File of the outermost rook of `colour` on the back rank on `wing` ('K' or 'Q') of the king."""
    rank, rook = (1, "R") if colour == "w" else (8, "r")
    kf = king_file(fen, colour)
    if kf is None:
        return None
    rng = range(fen.files - 1, kf, -1) if wing == "K" else range(0, kf)
    return next((f for f in rng if fen.piece(f, rank) == rook), None)


def castling_rooks(fen: Fen, field_text: str):
    """Resolve a castling field (KQkq / X-FEN / Shredder) to a set of (colour, rook file)."""
    out = set()
    for c in field_text:
        if c == "-":
            continue
        colour = "w" if c.isupper() else "b"
        u = c.upper()
        if u in "KQ":
            rf = outermost_rook(fen, colour, u)
            if rf is not None:
                out.add((colour, rf))
        else:
            out.add((colour, ord(u) - ord("A")))
    return out


def castling_text(fen: Fen, rooks, style: str) -> str:
    """Write a set of (colour, rook file) as 'shredder' letters, or as 'xfen': KQkq when every
    castling rook is the outermost on its wing, else Shredder letters for the whole field."""
    if not rooks:
        return "-"
    w = sorted((f for c, f in rooks if c == "w"), reverse=True)
    b = sorted((f for c, f in rooks if c == "b"), reverse=True)
    shredder = "".join(chr(65 + f) for f in w) + "".join(chr(97 + f) for f in b)
    if style == "shredder":
        return shredder
    letters = ""
    for colour in ("w", "b"):
        kf = king_file(fen, colour)
        for wing in ("K", "Q"):
            mine = [f for c, f in rooks
                    if c == colour and kf is not None and ((f > kf) == (wing == "K"))]
            if not mine:
                continue
            if mine != [outermost_rook(fen, colour, wing)]:
                return shredder
            letters += wing if colour == "w" else wing.lower()
    return letters


# ----------------------------------------------------------------------------------------------
# Engine


class Engine(fsf_engine.Engine):
    """The shared fairy-stockfish driver, under this script's variant names (VARIANTS)."""

    def __init__(self, path: str, variant: str, timeout: float, nice: int, verbose: bool,
                 chess960=None):
        self.fsf_variant = VARIANTS[variant][0]
        super().__init__(path, self.fsf_variant,
                         VARIANTS[variant][1] if chess960 is None else chess960,
                         timeout=timeout, nice=nice, verbose=verbose)

    def board_fen(self, fen: str, moves=()) -> str:
        """The FEN fairy-stockfish reports (`d`) for a position; also checks it parsed the FEN."""
        return self.fen(fen, moves)

    def legal_moves(self, fen: str):
        return list(self.perft(fen, 1, timeout=30)[1])  # in the engine's order: seeds repeat


# ----------------------------------------------------------------------------------------------
# Input


@dataclass
class Item:
    fen: str
    expected: dict = field(default_factory=dict)  # depth -> count
    comment: str = ""
    source: str = ""  # the FEN as given in the input, before normalisation


def read_items(path: str):
    if path == "-":
        lines = sys.stdin.read().splitlines()
    else:
        with open(path) as fh:
            lines = fh.read().splitlines()
    items = []
    perft_layout = any(l.startswith("epd ") for l in lines)
    cur = None
    pending_id = ""
    pending_comment = []
    for lineno, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line:
            pending_comment = []
            continue
        if line.startswith("#"):
            # In FEN/EPD input, comment lines directly above a position are carried to the output.
            pending_comment.append(line.lstrip("#").strip())
            continue
        if perft_layout:
            if line.startswith("id "):
                pending_id = line[3:].strip()
            elif line.startswith("epd "):
                cur = Item(line[4:].strip(), {}, f"id {pending_id}" if pending_id else "")
                items.append(cur)
                pending_id = ""
            elif line.startswith("perft "):
                _, d, n = line.split()
                if cur is None:
                    raise ValueError(f"{path}:{lineno}: perft line before any epd line")
                cur.expected[int(d)] = int(n)
            else:
                raise ValueError(f"{path}:{lineno}: unrecognised line {line!r}")
        else:
            fen, *ops = line.split(";")
            exp = {}
            for op in ops:
                op = op.strip()
                m = re.fullmatch(r"D(\d+)\s+(\d+)", op)
                if m:
                    exp[int(m.group(1))] = int(m.group(2))
                elif re.fullmatch(r"castling\s+(960|orthodox)", op):
                    pass  # recomputed from the FEN when written (castling_tag)
                elif op:
                    raise ValueError(f"{path}:{lineno}: unrecognised EPD operation {op!r}")
            items.append(Item(fen.strip(), exp, " / ".join(c for c in pending_comment if c)))
            pending_comment = []
    return items


def castling_tag(variant: str, fen: str) -> str:
    """` ;castling 960` for a chess.epd position whose castling rights an orthodox engine cannot
    read (king off e1/e8 or the right's rook off its corner); `perft golden` checks the tag."""
    if variant != "chess":
        return ""
    board, _, rights = fen.split()[:3]
    rows = ["".join("." * int(c) if c.isdigit() else c for c in r) for r in board.split("/")]
    for c in rights.replace("-", ""):
        home = rows[7] if c.isupper() else rows[0]
        king, rook = ("K", "R") if c.isupper() else ("k", "r")
        corner = 7 if c.upper() in "KH" else 0 if c.upper() in "QA" else None
        if corner is None or home[4] != king or home[corner] != rook:
            return " ;castling 960"
    return ""


def spread_sample(items, n, seed):
    """One item from each of n equal slices of the list (seeded), in list order."""
    if n >= len(items):
        return items
    rng = random.Random(seed)
    out = []
    for i in range(n):
        lo, hi = i * len(items) // n, (i + 1) * len(items) // n
        out.append(items[rng.randrange(lo, hi)])
    return out


# ----------------------------------------------------------------------------------------------
# Normalisation and random play


def normalise(engine: Engine, variant: str, text: str, castling_style: str) -> str:
    fen = parse_fen(text, variant)
    reported = engine.board_fen(fen.text())
    rep = parse_fen(reported, variant)
    if rep.board_str() != fen.board_str() or rep.side != fen.side:
        raise EngineError(f"fairy-stockfish read {text!r} as {reported!r}")
    if castling_rooks(rep, rep.castling) != castling_rooks(fen, fen.castling):
        raise EngineError(f"castling field of {text!r} read by fairy-stockfish as {rep.castling!r}"
                          f" (rights that do not match a king and rook on the back rank?)")
    if fen.ep != "-":
        if not any(is_ep_capture(fen, m) for m in engine.legal_moves(fen.text())):
            # Warn when a pawn of the side to move could capture en passant geometrically:
            # fairy-stockfish (like Stockfish) only generates an en-passant *evasion* when the
            # double-stepped pawn is the checker, so in impossible positions it may omit it.
            f, r = ord(fen.ep[0]) - 97, 5 if fen.side == "w" else 4
            pawn = "P" if fen.side == "w" else "p"
            if any(0 <= f + dx < fen.files and fen.piece(f + dx, r) == pawn for dx in (-1, 1)):
                print(f"warning: en-passant square {fen.ep} of {text!r} dropped: fairy-stockfish "
                      f"lists no en-passant capture (pinned pawn, or an en-passant evasion it does "
                      f"not generate)", file=sys.stderr)
            fen.ep = "-"
    if castling_style != "asis":
        fen.castling = castling_text(fen, castling_rooks(fen, fen.castling), castling_style)
    return fen.text()


def features(engine: Engine, variant: str, fen: Fen, moves):
    c960 = engine.chess960
    f = set()
    if any(is_castling(fen, m, c960) for m in moves):
        f.add("castle")
    if fen.castling != "-":
        f.add("rights")
    if any(is_ep_capture(fen, m) for m in moves):
        f.add("ep")
    if any(is_promotion(fen, m) for m in moves):
        f.add("promo")
    return f


def move_weight(fen: Fen, move: str, target: str, c960: bool, rights) -> float:
    pm = parse_move(move)
    if not pm:
        return 1.0
    ff, fr, tf, tr, promo = pm
    p = fen.piece(ff, fr)
    white = p.isupper()
    own_back = 1 if white else 8
    adv = (tr if white else 9 - tr)  # destination rank from the mover's side
    w = 1.0
    mover = "w" if white else "b"
    castle_piece = (p.upper() == "K" and any(c == mover for c, _ in rights)) or \
        (p.upper() == "R" and (mover, ff) in rights and fr == own_back)
    if target == "castle":
        if is_castling(fen, move, c960):
            w = 0.02
        elif castle_piece:
            w = 0.05
        elif fr == own_back:
            w = 4.0  # clear the back rank
    elif target == "ep":
        if p.upper() == "P" and abs(tr - fr) == 2:
            w = 4.0
        elif p.upper() == "P" and adv in (4, 5):
            w = 3.0
        elif castle_piece:
            w = 0.3
    elif target == "promo":
        if p.upper() == "P":
            w = 1.0 + adv * adv / 4.0
        elif castle_piece:
            w = 0.3
    return w


def random_positions(engine: Engine, variant: str, starts, n, plies, extra, seed, feats, log):
    rng = random.Random(seed)
    c960 = engine.chess960
    out, seen = [], set()
    for i in range(n):
        target = feats[i % len(feats)]
        for attempt in range(200):
            start = starts[rng.randrange(len(starts))]
            cur = parse_fen(start, variant).text()
            played = []
            ok = False
            for ply in range(plies + extra):
                fen = parse_fen(cur, variant)
                moves = engine.legal_moves(cur)
                if not moves:
                    break
                rights = castling_rooks(fen, fen.castling)
                if ply >= plies and target in features(engine, variant, fen, moves) and \
                        cur not in seen:
                    ok = True
                    break
                ws = [move_weight(fen, m, target, c960, rights) for m in moves]
                m = rng.choices(moves, ws)[0]
                played.append(m)
                cur = engine.board_fen(cur, [m])
            if ok:
                seen.add(cur)
                fen = parse_fen(cur, variant)
                feat = sorted(features(engine, variant, fen, engine.legal_moves(cur)))
                note = (f"random seed={seed} #{i} target={target} features={','.join(feat)} "
                        f"start={start} moves={' '.join(played)}")
                out.append(Item(cur, {}, note))
                log(f"random #{i}: {target} after {len(played)} plies")
                break
        else:
            raise RuntimeError(f"random #{i}: no position with feature {target!r} in 200 walks")
    return out


# ----------------------------------------------------------------------------------------------
# Main


def deepen(engine: Engine, fen: str, max_depth: int, max_nodes: float, log):
    counts = []
    for d in range(1, max_depth + 1):
        if len(counts) >= 1:
            bf = counts[-1] / counts[-2] if len(counts) >= 2 and counts[-2] else counts[-1]
            predicted = counts[-1] * bf
            if predicted > max_nodes:
                log(f"  stop before d{d}: predicted {predicted:.3g} > max-nodes")
                break
        try:
            nodes, _, dt = engine.perft(fen, d)
        except EngineTimeout as e:
            log(f"  stop at d{d}: {e}")
            break
        counts.append(nodes)
        log(f"  d{d} {nodes} ({dt:.2f} s, {nodes / max(dt, 1e-6) / 1e6:.1f} Mnps)")
        if nodes == 0:
            break
    return counts


def main(argv=None):
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog=__doc__[len(__doc__.split("\n\n")[0]):],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variant", choices=sorted(v for v in VARIANTS if v != "shogi"),
                    help="which table / rules")
    ap.add_argument("--fens", action="append", default=[], metavar="FILE",
                    help="positions to tabulate (FEN / EPD / anchors .perft layout; '-' = stdin); "
                         "repeatable; counts in the input are checked against fairy-stockfish")
    ap.add_argument("--sample", type=int, metavar="N",
                    help="take N positions spread over the --fens list (seeded by --seed)")
    ap.add_argument("--random", type=int, default=0, metavar="N",
                    help="also generate N positions by random legal play")
    ap.add_argument("--plies", type=int, default=20, metavar="K", help="plies of random play")
    ap.add_argument("--extra-plies", type=int, default=None, metavar="E",
                    help="keep walking up to E more plies until the target feature is present "
                         "(default 2*K+20)")
    ap.add_argument("--features", default="castle,ep,promo",
                    help="target features for random positions, cycled (castle, ep, promo, any)")
    ap.add_argument("--seed", type=int, default=1, help="random seed (sampling and random play)")
    ap.add_argument("--start", action="append", default=[], metavar="FEN",
                    help="start FEN for random play (repeatable)")
    ap.add_argument("--start-file", metavar="FILE", help="start FENs for random play, one a line")
    ap.add_argument("--depth", type=int, default=5, metavar="D", help="maximum depth (default 5)")
    ap.add_argument("--max-nodes", type=float, default=3e7, metavar="M",
                    help="do not search a depth predicted to exceed M nodes (default 3e7)")
    ap.add_argument("--timeout", type=float, default=300, metavar="SEC",
                    help="per-query timeout; on expiry the position keeps its finished depths")
    ap.add_argument("--out", metavar="FILE", help="output file (default stdout)")
    ap.add_argument("--append", action="store_true",
                    help="append to --out, skipping FENs already in it")
    ap.add_argument("--castling", choices=["auto", "asis", "xfen", "shredder"], default="auto",
                    help="castling notation of written FENs: auto = input FENs as given, random "
                         "ones xfen (shredder for chess960); xfen = KQkq when the rooks are "
                         "outermost, Shredder letters otherwise")
    ap.add_argument("--skip-mismatch", action="store_true",
                    help="leave positions whose fairy-stockfish counts disagree with the input "
                         "counts out of the table (a '# SKIPPED' comment line says why)")
    ap.add_argument("--uci-chess960", choices=["auto", "true", "false"], default="auto",
                    help="UCI_Chess960 setting; auto = true for chess, chess960 and crc, false "
                         "for capablanca and gothic (see the notes above)")
    ap.add_argument("--divide", type=int, metavar="D",
                    help="only print fairy-stockfish's divide at depth D for each input FEN")
    ap.add_argument("--engine", default=DEFAULT_ENGINE, help=f"engine path ({DEFAULT_ENGINE})")
    ap.add_argument("--nice", type=int, default=10, help="nice increment for the engine")
    ap.add_argument("--quiet", action="store_true", help="no progress on stderr")
    ap.add_argument("--verbose", action="store_true", help="echo UCI commands on stderr")
    args = ap.parse_args(argv)

    def log(msg):
        if not args.quiet:
            print(msg, file=sys.stderr, flush=True)

    items = []
    for path in args.fens:
        items.extend(read_items(path))
    if args.sample:
        items = spread_sample(items, args.sample, args.seed)
    if not items and not args.random:
        ap.error("nothing to do: give --fens and/or --random")

    c960 = None if args.uci_chess960 == "auto" else args.uci_chess960 == "true"
    engine = Engine(args.engine, args.variant, args.timeout, args.nice, args.verbose, c960)
    log(f"engine: {engine.name}, variant {engine.fsf_variant}, UCI_Chess960={engine.chess960}")
    try:
        if args.divide:
            for it in items:
                fen = parse_fen(it.fen, args.variant).text()
                nodes, div, dt = engine.perft(fen, args.divide)
                print(f"# {fen} perft {args.divide} = {nodes} ({dt:.2f} s)")
                for m, c in sorted(div.items()):
                    print(f"{m} {c}")
            return 0

        style_in = "asis" if args.castling == "auto" else args.castling
        style_rand = ("shredder" if args.variant == "chess960" else "xfen") \
            if args.castling == "auto" else args.castling
        work = [(it, style_in) for it in items]
        if args.random:
            starts = list(args.start)
            if args.start_file:
                starts += [l.strip() for l in open(args.start_file)
                           if l.strip() and not l.startswith("#")]
            if not starts:
                default = VARIANTS[args.variant][4]
                if not default:
                    ap.error(f"--random for {args.variant} needs --start or --start-file")
                starts = [default]
            extra = args.extra_plies if args.extra_plies is not None else 2 * args.plies + 20
            feats = [f.strip() for f in args.features.split(",") if f.strip()]
            for f in feats:
                if f not in ("castle", "ep", "promo", "any", "rights"):
                    ap.error(f"unknown feature {f!r}")
            feats = ["rights" if f == "any" else f for f in feats]
            rnd = random_positions(engine, args.variant, starts, args.random, args.plies, extra,
                                   args.seed, feats, log)
            work += [(it, style_rand) for it in rnd]

        existing = set()
        if args.append and args.out and os.path.exists(args.out):
            for l in open(args.out):
                if l.strip() and not l.startswith("#"):
                    existing.add(" ".join(l.split(";")[0].split()[:4]))
        # Merge duplicate FENs (their expected counts are combined).
        merged, order = {}, []
        for it, style in work:
            fen = normalise(engine, args.variant, it.fen, style)
            key = " ".join(fen.split()[:4])
            if key in existing:
                log(f"skip (already in {args.out}): {fen}")
                continue
            if key in merged:
                m = merged[key][0]
                for d, n in it.expected.items():
                    if d in m.expected and m.expected[d] != n:
                        raise ValueError(f"conflicting expected D{d} for {fen}")
                    m.expected[d] = n
                continue
            merged[key] = (Item(fen, dict(it.expected), it.comment, it.fen), style)
            order.append(key)

        out = sys.stdout
        if args.out:
            new_file = not (args.append and os.path.exists(args.out))
            out = open(args.out, "a" if args.append else "w")
            if new_file:
                out.write(f"# Golden perft table: {args.variant} (fairy-stockfish variant "
                          f"{engine.fsf_variant}"
                          f"{', UCI_Chess960 true' if engine.chess960 else ''}).\n"
                          f"# Counts produced by {engine.name} via scripts/golden_fsf.py.\n"
                          f"# Format: <fen> ;D1 n ;D2 n ... (see golden/README.md)\n\n")
        mismatches = 0
        total_nodes = 0
        t_start = time.monotonic()
        for k, key in enumerate(order, 1):
            it, _ = merged[key]
            log(f"[{k}/{len(order)}] {it.fen}")
            counts = deepen(engine, it.fen, args.depth, args.max_nodes, log)
            total_nodes += sum(counts)
            bad = []
            for d, n in sorted(it.expected.items()):
                if d <= len(counts) and counts[d - 1] != n:
                    bad.append(f"D{d} input {n} fairy-stockfish {counts[d - 1]}")
                    print(f"MISMATCH {it.fen} D{d}: input says {n}, fairy-stockfish {counts[d-1]}",
                          file=sys.stderr)
                elif d > len(counts):
                    log(f"  (input D{d} {n} not re-confirmed: beyond the depth searched)")
            if bad and args.skip_mismatch:
                out.write(f"# SKIPPED, fairy-stockfish disagrees with the input counts"
                          f"{' (' + it.comment + ')' if it.comment else ''}: {it.source} : "
                          f"{'; '.join(bad)}\n\n")
                continue
            mismatches += len(bad)
            if it.comment:
                out.write(f"# {it.comment}\n")
            out.write(it.fen + "".join(f" ;D{d} {n}" for d, n in enumerate(counts, 1))
                      + castling_tag(args.variant, it.fen) + "\n")
            out.flush()
        log(f"done: {len(order)} positions, {total_nodes} nodes in "
            f"{time.monotonic() - t_start:.1f} s, {mismatches} mismatches")
        if out is not sys.stdout:
            out.close()
        return 1 if mismatches else 0
    finally:
        engine.close()


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # output piped into head & co.
        sys.exit(0)
    except (EngineError, ValueError, OSError) as e:
        print(f"golden_fsf.py: error: {e}", file=sys.stderr)
        sys.exit(2)
