#!/usr/bin/env python3
"""Build or extend the UC-24 golden perft table (golden/uc24.epd) from the project's perft CLI.

Recording rule (golden/README.md, UC-24 section). No external engine plays UC-24, so a count is
written only when the two independent implementations of the project agree on it:
  * the reference (`perft uc24 D --impl reference`, the mailbox generator), and
  * the fast path (`perft uc24 D --impl fast`, the bitboard generator).
Every count is computed twice, once by each. A mismatch is reported (FEN, depth, both counts, both
divides, followed down to the first node whose move lists differ, plus the lock-step `--impl both`
verdict). The position is then left out of the table (a `# MISMATCH` comment line takes its place)
and the script exits with status 1. No count is ever taken from one implementation alone.

Output (perft-suite EPD convention, see golden/README.md), one position a line, each with a `#`
comment line above it that says how it was made and which feature it shows:

    # random seed=24 #0 target=rights+pending-nn setup=93369 plies=47 moves=e2e4 ...
    # features: drops (...), rights (...), pending (c6:nn), pending-nn (c6:nn)
    <UC-24 FEN> ;D1 n ;D2 n ;D3 n

Comment lines of an input table are kept, except `# features:` lines, which are recomputed. The
provenance in them (`setup=N ... moves=...`, `# set-up seed N`) is used for the round-trip check.

UC-24 FEN: the 6 chess fields (castling always `-`), then `[<White reserve front..back>/<Black
reserve>]`, `<White rights>,<Black rights>` and the pending exchange (`-` or `<sq>:<y|n><y|n>`).
Written FENs are the CLI's own normal form. The en-passant field keeps a square only if an
en-passant capture is legal there (both implementations' move lists), otherwise `-`.

Positions come from three sources (any mix, in this order):
  --start N        the random set-up with seed N (RULINGS 1.1, `perft uc24 --seed N`) at move 1;
  --fens FILE      FENs from a file (`-` = stdin): plain UC-24 FENs or EPD lines `<fen> ;D1 n ...`
                   (those counts are *expected* values: a mismatch is reported, exit 1). `#` lines
                   directly above a FEN become its comment. Use it for hand-built positions.
  --random N       N positions reached by random legal play. Each walk starts from a random set-up
                   (set-up seed drawn from --seed, or taken from --setups in turn), plays at least
                   --plies plies and at most --extra-plies more, until the position shows the walk's
                   target feature; a walk that fails is restarted. Turns are chosen from the CLI's
                   depth-1 divide (`--impl both`, so the two move lists are compared at every ply),
                   with biases towards the target: recaptures that close an exchange (drop rights),
                   captures, drops, pawn advances, and for check targets a look-ahead that prefers
                   turns that give check. Targets are taken in turn from --targets.

Features (a target may combine several with `+`, e.g. `drops+pending-nn`):
  start       move 1 of a set-up
  drops       turns with a drop exist
  rights      the side to move has a right and a non-empty reserve (so drops exist)
  recapture-drop  turns with a drop exist although the side to move has no right yet: a
              recapture that closes an exchange earns it and drops at once (RULINGS 1.5)
  pending     the pending-exchange field is set;  pending-nn  set with `:nn` (both non-pawns)
  check       the side to move is in check
  drop-block  in check, and some turn `m&X@sq` is legal while `m` alone is not
  drop-only   some turn `m&X@sq` is legal while `m` alone is not (check or not)
  promo       a promotion is legal (it takes the reserve's back piece)
  promo-empty the side to move has a pawn on its 7th rank, its reserve is empty, and the pawn
              could otherwise step or capture onto the last rank (it may not: RULINGS 1.4)
  leo-check   the side to move is in check from a PaoVao (Leo) hopping over one screen
  ep          an en-passant capture is legal
  rich        mid-game (move >= 11) with >= 12 pieces other than kings and pawns on the board,
              >= 10 of them fairy pieces (not Q, R, N), and reserve pieces used (drops/promotions)

Depth control: each position is deepened from D1 up to --depth while the predicted count (last
count x the larger of the last two branching factors) stays under --max-nodes (default 3e7: the
reference runs at about 1.5 M nodes/s, so about 20 s a count), while the reference's predicted time
(its time for the last count, scaled) stays under --max-seconds (25; positions with many drop turns
run slower), and while each count finishes within --timeout seconds. Depths given in an input EPD
line are always counted.

Random positions are also checked for FEN round trip: the move lists of both implementations
after `--seed N --moves ...` must equal those from the written FEN, and so must the fast D2.

Examples:
  # the table as built (see golden/README.md for the exact commands)
  scripts/golden_uc24.py --start 1 --start 2 --start 3 --depth 5 --out golden/uc24.epd
  scripts/golden_uc24.py --random 6 --targets drops+pending-nn,drop-block --seed 24 \\
      --append --out golden/uc24.epd
  scripts/golden_uc24.py --fens hand.epd --append --out golden/uc24.epd
  # compare the two implementations' divides of a position (no table written)
  scripts/golden_uc24.py --divide 2 --fens - <<< '<fen>'
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_PERFT = os.path.join(REPO, "build-gold", "perft", "perft")

LETTERS = "KQRNASOHDUZGYMCFBTEXWVJL"  # RULINGS 1.2, King first; P is the pawn
FAIRY = set(LETTERS) - set("KQRN")
FEATURES = ["start", "drops", "rights", "recapture-drop", "pending", "pending-nn", "check", "drop-block", "drop-only", "promo",
            "promo-empty", "leo-check", "ep", "rich"]
CHECK_FEATURES = {"check", "drop-block", "leo-check"}
QUEEN_DIRS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]


class CliError(RuntimeError):
    pass


class CliTimeout(CliError):
    pass


def log(*a):
    print(*a, file=sys.stderr, flush=True)


# ----------------------------------------------------------------------------------------------
# UC-24 FEN


def sq_name(sq: int) -> str:
    return "abcdefgh"[sq % 8] + str(sq // 8 + 1)


def sq_parse(s: str) -> int:
    return (int(s[1]) - 1) * 8 + "abcdefgh".index(s[0])


@dataclass
class U24:
    board: list  # 64 chars, '.' = empty, a1 = 0
    side: str
    ep: str
    halfmove: str
    fullmove: str
    reserve: list  # [white, black] strings, front first
    rights: list  # [white, black]
    pending: str

    @classmethod
    def parse(cls, fen: str) -> "U24":
        f = fen.split()
        if len(f) != 9:
            raise ValueError(f"UC-24 FEN needs 9 fields, got {len(f)}: {fen}")
        board = ["."] * 64
        rows = f[0].split("/")
        if len(rows) != 8:
            raise ValueError(f"board needs 8 ranks: {fen}")
        for i, row in enumerate(rows):
            rank, file, num = 7 - i, 0, ""
            for c in row + " ":
                if c.isdigit():
                    num += c
                    continue
                if num:
                    file += int(num)
                    num = ""
                if c != " ":
                    board[rank * 8 + file] = c
                    file += 1
        res = f[6]
        if not (res.startswith("[") and res.endswith("]") and res.count("/") == 1):
            raise ValueError(f"bad reserves field {res}")
        w, b = res[1:-1].split("/")
        rw, rb = (int(x) for x in f[7].split(","))
        return cls(board, f[1], f[3], f[4], f[5], [w, b], [rw, rb], f[8])

    def board_str(self) -> str:
        out = []
        for rank in range(7, -1, -1):
            s, run = "", 0
            for file in range(8):
                c = self.board[rank * 8 + file]
                if c == ".":
                    run += 1
                else:
                    s += (str(run) if run else "") + c
                    run = 0
            out.append(s + (str(run) if run else ""))
        return "/".join(out)

    def text(self) -> str:
        return (f"{self.board_str()} {self.side} - {self.ep} {self.halfmove} {self.fullmove} "
                f"[{self.reserve[0]}/{self.reserve[1]}] {self.rights[0]},{self.rights[1]} {self.pending}")

    @property
    def us(self) -> int:
        return 0 if self.side == "w" else 1

    def mine(self, c: str) -> bool:
        return c != "." and (c.isupper() == (self.side == "w"))

    def theirs(self, c: str) -> bool:
        return c != "." and not self.mine(c)

    def king(self, white: bool) -> int:
        return self.board.index("K" if white else "k")


def split_move(text: str):
    """'d4e5&S@c1' -> (from, to, base text, drop square or None)."""
    base, _, drop = text.partition("&")
    return sq_parse(base[0:2]), sq_parse(base[2:4]), base, (sq_parse(drop[2:4]) if drop else None)


def leo_hop_checkers(pos: U24) -> list:
    """Squares of enemy PaoVaos that check the side to move's king by hopping one screen."""
    k = pos.king(pos.side == "w")
    leo = "l" if pos.side == "w" else "L"
    out = []
    for sq, c in enumerate(pos.board):
        if c != leo:
            continue
        for dx, dy in QUEEN_DIRS:
            x, y, screens = sq % 8 + dx, sq // 8 + dy, 0
            while 0 <= x < 8 and 0 <= y < 8:
                t = y * 8 + x
                if pos.board[t] != ".":
                    if screens == 1:
                        if t == k:
                            out.append(sq)
                        break
                    screens += 1
                x, y = x + dx, y + dy
    return out


# ----------------------------------------------------------------------------------------------
# The perft CLI


class Perft:
    def __init__(self, path: str, nice: int, verbose: bool):
        self.path, self.nice, self.verbose = path, nice, verbose
        self.calls = 0

    def _pre(self):
        if self.nice:
            os.nice(self.nice)

    def query(self, depth: int, impl: str, fen: str | None = None, seed: int | None = None,
              moves=(), divide: bool = False, timeout: float | None = None) -> dict:
        cmd = [self.path, "uc24", str(depth), "--json", "--impl", impl]
        if fen is not None:
            cmd += ["--fen", fen]
        if seed is not None:
            cmd += ["--seed", str(seed)]
        if divide:
            cmd.append("--divide")
        if moves:
            cmd += ["--moves", *moves]  # must come last
        if self.verbose:
            log("+", " ".join(cmd))
        self.calls += 1
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                               preexec_fn=self._pre)
        except subprocess.TimeoutExpired as e:
            raise CliTimeout(f"timeout after {timeout} s: {' '.join(cmd)}") from e
        if r.returncode != 0:
            msg = "\n".join(l for l in r.stderr.splitlines() if not l.startswith(("uc24 set-up", "progress")))
            raise CliError(msg.strip() or f"exit {r.returncode}")
        return json.loads(r.stdout)

    def divide1(self, fen=None, seed=None, moves=(), impl="both") -> tuple[str, list]:
        j = self.query(1, impl, fen=fen, seed=seed, moves=moves, divide=True)
        return j["fen"], sorted(j["divide"])

    def normalize(self, fen: str) -> str:
        return self.query(0, "fast", fen=fen)["fen"]

    def in_check(self, pos: U24) -> bool:
        """The side to move is in check iff the position with the other side to move is refused
        by the FEN validator ('the side not to move is in check')."""
        flip = U24(list(pos.board), "b" if pos.side == "w" else "w", "-", pos.halfmove, pos.fullmove,
                   list(pos.reserve), list(pos.rights), "-")
        try:
            self.query(0, "fast", fen=flip.text())
            return False
        except CliError as e:
            if "side not to move is in check" in str(e):
                return True
            raise


# ----------------------------------------------------------------------------------------------
# Features


def analyse(cli: Perft, pos: U24, moves: list, ply: int | None = None) -> dict:
    """Feature name -> short detail, for the side to move of `pos` with legal turns `moves`."""
    feats = {}
    us = pos.us
    mset = set(moves)
    if ply == 0 or (pos.fullmove == "1" and pos.side == "w" and ply is None and
                    pos.reserve[0] and len(pos.reserve[0]) == 16):
        feats["start"] = "move 1"
    drops = [m for m in moves if "&" in m]
    if drops:
        feats["drops"] = f"{len(drops)} turns with a drop, rights {pos.rights[us]}, front {pos.reserve[us][0]}"
        if pos.rights[us] == 0:
            feats["recapture-drop"] = (f"no right yet: {len(drops)} recaptures on "
                                       f"{pos.pending[:2]} earn one and drop at once, e.g. {drops[0]}")
    if pos.rights[us] and pos.reserve[us]:
        feats["rights"] = f"{pos.rights[us]} right(s), reserve {pos.reserve[us]}"
    if pos.pending != "-":
        feats["pending"] = pos.pending
        if pos.pending.endswith(":nn"):
            feats["pending-nn"] = pos.pending
    only = sorted(m for m in drops if m.split("&")[0] not in mset)
    if only:
        feats["drop-only"] = f"{len(only)} turns legal only with the drop, e.g. {only[0]}"
    check = cli.in_check(pos)
    if check:
        feats["check"] = "side to move in check"
        if only:
            feats["drop-block"] = feats["drop-only"]
        leos = leo_hop_checkers(pos)
        if leos:
            feats["leo-check"] = "PaoVao " + ",".join(sq_name(s) for s in leos) + " hops to the king"
    last = 7 if us == 0 else 0
    seventh = 6 if us == 0 else 1
    fwd = 8 if us == 0 else -8
    pawn = "P" if us == 0 else "p"
    promos = [m for m in moves if pos.board[split_move(m)[0]] == pawn and split_move(m)[1] // 8 == last]
    if promos:
        feats["promo"] = f"{len(promos)} promotion turns (to {pos.reserve[us][-1]}), e.g. {promos[0]}"
    if not pos.reserve[us]:
        for sq in range(64):
            if pos.board[sq] != pawn or sq // 8 != seventh:
                continue
            x = sq % 8
            targets = [sq + fwd] if pos.board[sq + fwd] == "." else []
            targets += [sq + fwd + dx for dx in (-1, 1)
                        if 0 <= x + dx < 8 and pos.theirs(pos.board[sq + fwd + dx])]
            if targets:
                feats["promo-empty"] = (f"pawn {sq_name(sq)} on the 7th, empty reserve: "
                                        f"{'/'.join(sq_name(t) for t in targets)} barred")
    if pos.ep != "-":
        e = sq_parse(pos.ep)
        eps = [m for m in moves if split_move(m)[1] == e and pos.board[split_move(m)[0]] == pawn]
        if eps:
            feats["ep"] = f"en passant {eps[0]}"
    pieces = [c for c in pos.board if c != "." and c.upper() not in "KP"]
    fairy = [c for c in pieces if c.upper() in FAIRY]
    dropped = 32 - len(pos.reserve[0]) - len(pos.reserve[1])
    if int(pos.fullmove) >= 11 and len(pieces) >= 12 and len(fairy) >= 10 and dropped:
        feats["rich"] = (f"{len(pieces)} pieces besides kings and pawns on the board, {len(fairy)} "
                         f"of them fairy; {dropped} reserve pieces used")
    return feats


def has_target(feats: dict, target: str) -> bool:
    return all(t in feats for t in target.split("+"))


# ----------------------------------------------------------------------------------------------
# Random play


def move_weight(pos: U24, base: str, targets: set) -> float:
    fr, to, _, _ = split_move(base)
    piece, victim = pos.board[fr], pos.board[to]
    w = 1.0
    if piece.upper() == "K":
        w *= 0.3
    if victim != ".":
        w *= 1.5 if "rich" in targets else 3.0
        if pos.pending.endswith(":nn") and to == sq_parse(pos.pending[:2]) and piece.upper() != "P":
            w *= 15.0  # closes an exchange of two non-pawns: both sides gain a right
    if piece.upper() == "P" and targets & {"promo", "promo-empty"}:
        w *= 6.0
    if piece.upper() == "L" and "leo-check" in targets:
        w *= 4.0
    return w


def choose(rng: random.Random, pos: U24, moves: list, targets: set) -> str:
    groups: dict = {}
    for m in moves:
        groups.setdefault(m.split("&")[0], []).append(m)
    bases = sorted(groups)
    base = rng.choices(bases, [move_weight(pos, b, targets) for b in bases])[0]
    opts = groups[base]
    with_drop = [m for m in opts if "&" in m]
    p_drop = 0.7 if targets & {"rich", "leo-check"} else 0.35
    if base not in opts or (with_drop and rng.random() < p_drop):
        if with_drop:
            if "leo-check" in targets:  # bring the PaoVao in
                leo = [m for m in with_drop if m.split("&")[1][0] == "L"]
                if leo:
                    return rng.choice(leo)
            return rng.choice(with_drop)
    return base


def lookahead(cli: Perft, rng: random.Random, fen: str, pos: U24, moves: list, targets: set,
              samples: int):
    """For check targets: among a sample of turns, return one after which the opponent is in
    check (preferring the target feature), or None."""
    cand = set()
    for _ in range(samples * 3):
        if len(cand) >= samples:
            break
        cand.add(choose(rng, pos, moves, targets))
    best = []
    for m in sorted(cand):
        after = U24.parse(cli.query(0, "fast", fen=fen, moves=[m])["fen"])
        if "leo-check" in targets and leo_hop_checkers(after):
            return m
        them = after.us
        if "drop-block" in targets and not (after.rights[them] and after.reserve[them]):
            continue
        if cli.in_check(after):
            best.append(m)
    return rng.choice(best) if best else None


def walk(cli: Perft, rng: random.Random, setup: int, target: str, plies: int, extra: int,
         samples: int):
    targets = set(target.split("+"))
    played: list = []
    for ply in range(plies + extra + 1):
        fen, moves = cli.divide1(seed=setup, moves=played)
        pos = U24.parse(fen)
        if ply >= plies:
            feats = analyse(cli, pos, moves, ply)
            if has_target(feats, target):
                return played, fen, moves, feats
        if not moves:
            return None
        m = None
        if targets & CHECK_FEATURES and ply >= plies // 2 and rng.random() < 0.6:
            m = lookahead(cli, rng, fen, pos, moves, targets, samples)
        if m is None:
            m = choose(rng, pos, moves, targets)
        played.append(m)
    return None


# ----------------------------------------------------------------------------------------------
# Counting


@dataclass
class Item:
    fen: str
    comment: list = field(default_factory=list)
    expected: dict = field(default_factory=dict)
    seed: int | None = None  # set-up seed and moves, for the round-trip check
    moves: list = field(default_factory=list)


class Mismatch(Exception):
    pass


def find_divergence(cli: Perft, fen: str, depth: int, path=()) -> str:
    """Follow the first differing subtree down to the node whose move lists differ."""
    jr = cli.query(depth, "reference", fen=fen, moves=list(path), divide=True)
    jf = cli.query(depth, "fast", fen=fen, moves=list(path), divide=True)
    dr, df = jr["divide"], jf["divide"]
    at = " ".join(path) or "(root)"
    if set(dr) != set(df):
        return (f"move lists differ after {at} (FEN {jf['fen']}):\n"
                f"    reference only: {' '.join(sorted(set(dr) - set(df))) or '-'}\n"
                f"    fast only:      {' '.join(sorted(set(df) - set(dr))) or '-'}")
    diff = [m for m in sorted(dr) if dr[m] != df[m]]
    if not diff:
        return f"no difference in the divides after {at}"
    lines = [f"after {at}: {len(diff)} root moves differ, e.g. " +
             ", ".join(f"{m} ref {dr[m]} fast {df[m]}" for m in diff[:5])]
    if depth > 1:
        lines.append(find_divergence(cli, fen, depth - 1, tuple(path) + (diff[0],)))
    return "\n  ".join(lines)


def count_both(cli: Perft, fen: str, depth: int, timeout: float) -> tuple[int, float, float]:
    jr = cli.query(depth, "reference", fen=fen, timeout=timeout)
    jf = cli.query(depth, "fast", fen=fen, timeout=timeout)
    ref, fast = jr["nodes"], jf["nodes"]
    if ref != fast:
        detail = find_divergence(cli, fen, depth)
        try:
            cli.query(depth, "both", fen=fen, timeout=max(timeout, 600))
            both = "lock-step --impl both found no move-list difference"
        except CliError as e:
            both = "lock-step --impl both: " + str(e)
        raise Mismatch(f"D{depth}: reference {ref}, fast {fast}\n  {detail}\n  {both}")
    return ref, jr["timing"]["seconds"], jf["timing"]["seconds"]  # the CLI's own timing


STATS = {"ref_nodes": 0, "ref_s": 0.0, "fast_nodes": 0, "fast_s": 0.0}


def deepen(cli: Perft, item: Item, args) -> list:
    counts: list = []
    ref_s = 0.0
    for d in range(1, args.depth + 1):
        # last count x last branching factor, or x the one before (odd/even plies differ)
        if len(counts) >= 3:
            predicted = max(counts[-1] * counts[-1] / max(counts[-2], 1),
                            counts[-1] * counts[-2] / max(counts[-3], 1))
        elif len(counts) == 2:
            predicted = counts[-1] * counts[-1] / max(counts[-2], 1)
        elif counts:
            predicted = counts[-1] * counts[-1]
        else:
            predicted = 1
        # the reference's time, scaled from the last count once that took long enough to time
        predicted_s = ref_s * predicted / counts[-1] if counts and ref_s >= 1.0 else 0.0
        if d > 1 and d not in item.expected and (predicted > args.max_nodes or predicted_s > args.max_seconds):
            if not args.quiet:
                log(f"  D{d} skipped: predicted {predicted:.3g} nodes, {predicted_s:.0f} s of the reference")
            break
        try:
            n, tr, tf = count_both(cli, item.fen, d, args.timeout)
            ref_s = tr
        except CliTimeout as e:
            log(f"  D{d}: {e}; stopping at D{d - 1}")
            break
        STATS["ref_nodes"] += n
        STATS["ref_s"] += tr
        STATS["fast_nodes"] += n
        STATS["fast_s"] += tf
        if not args.quiet:
            log(f"  D{d} = {n}  (reference {tr:.2f} s, fast {tf:.2f} s)")
        if d in item.expected and item.expected[d] != n:
            raise Mismatch(f"D{d}: expected {item.expected[d]} from the input, both implementations give {n}")
        counts.append(n)
        if n == 0:
            break
    return counts


def finalize_fen(cli: Perft, fen: str) -> tuple[str, list, dict]:
    """CLI normal form, en-passant square only if an ep capture is legal; returns the FEN, the
    turns (both implementations agree: --impl both) and the features."""
    fen = cli.normalize(fen)
    _, moves = cli.divide1(fen=fen)
    pos = U24.parse(fen)
    feats = analyse(cli, pos, moves)
    if pos.ep != "-" and "ep" not in feats:
        pos.ep = "-"
        fen = cli.normalize(pos.text())
        _, moves = cli.divide1(fen=fen)
        feats = analyse(cli, U24.parse(fen), moves)
    return fen, moves, feats


def round_trip(cli: Perft, item: Item):
    for impl in ("reference", "fast"):
        _, a = cli.divide1(seed=item.seed, moves=item.moves, impl=impl)
        _, b = cli.divide1(fen=item.fen, impl=impl)
        if a != b:
            raise Mismatch(f"FEN round trip ({impl}): the turns after set-up {item.seed} + moves differ "
                           f"from those of the written FEN; only after moves: {sorted(set(a) - set(b))}, "
                           f"only from FEN: {sorted(set(b) - set(a))}")
    a = cli.query(2, "fast", seed=item.seed, moves=item.moves)["nodes"]
    b = cli.query(2, "fast", fen=item.fen)["nodes"]
    if a != b:
        raise Mismatch(f"FEN round trip: D2 after set-up {item.seed} + moves is {a}, from the FEN {b}")


# ----------------------------------------------------------------------------------------------
# Input


def read_fens(path: str) -> list:
    stream = sys.stdin if path == "-" else open(path)
    items, comment = [], []
    for raw in stream:
        line = raw.strip()
        if not line:
            comment = []
            continue
        if line.startswith("#"):
            if not line.startswith("# features:"):  # recomputed on output
                comment.append(line)
            continue
        fen, *rest = line.split(";")
        exp = {}
        for r in rest:
            r = r.strip()
            if r:
                d, n = r.split()
                exp[int(d[1:])] = int(n)
        item = Item(fen.strip(), comment, exp)
        for c in comment:  # provenance of a table line: re-check the FEN round trip
            m = re.match(r"# random .*\bsetup=(\d+) .*\bmoves=(.*)$", c)
            if m:
                item.seed, item.moves = int(m.group(1)), m.group(2).split()
            m = re.match(r"# set-up seed (\d+) ", c)
            if m:
                item.seed, item.moves = int(m.group(1)), []
        items.append(item)
        comment = []
    return items


def existing_fens(path: str) -> set:
    if not os.path.exists(path):
        return set()
    with open(path) as f:
        return {l.split(";")[0].strip() for l in f if l.strip() and not l.startswith("#")}


# ----------------------------------------------------------------------------------------------


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--start", type=int, action="append", default=[], metavar="N",
                    help="include the random set-up with seed N at move 1 (repeatable)")
    ap.add_argument("--fens", action="append", default=[], metavar="FILE",
                    help="FENs or EPD lines from FILE ('-' = stdin), e.g. hand-built positions")
    ap.add_argument("--random", type=int, default=0, metavar="N", help="N positions by random play")
    ap.add_argument("--targets", default="rights+pending-nn,drop-block,promo,leo-check,rich",
                    help="comma-separated target features for the walks, used in turn; '+' combines "
                         f"(features: {', '.join(FEATURES)})")
    ap.add_argument("--seed", type=int, default=1, help="random seed of the walks (default 1)")
    ap.add_argument("--setups", default="", metavar="N,N,...",
                    help="set-up seeds for the walks, used in turn (default: drawn from --seed)")
    ap.add_argument("--plies", type=int, default=16, metavar="K", help="minimum plies of a walk (16)")
    ap.add_argument("--extra-plies", type=int, default=40, metavar="E",
                    help="further plies a walk may play to reach its target (40)")
    ap.add_argument("--tries", type=int, default=40, metavar="T",
                    help="walks tried per random position before giving up (40)")
    ap.add_argument("--lookahead", type=int, default=10, metavar="S",
                    help="turns sampled per ply by the check look-ahead (10)")
    ap.add_argument("--depth", type=int, default=6, metavar="D", help="maximum depth (6)")
    ap.add_argument("--max-nodes", type=float, default=3e7, metavar="M",
                    help="skip a depth whose predicted count exceeds M (default 3e7, about 20 s "
                         "of the reference)")
    ap.add_argument("--max-seconds", type=float, default=25, metavar="S",
                    help="skip a depth whose predicted reference time (scaled from the last count) "
                         "exceeds S seconds (25)")
    ap.add_argument("--timeout", type=float, default=90, metavar="SEC",
                    help="give up a depth when one implementation takes longer (90)")
    ap.add_argument("--out", metavar="FILE", help="output file (default stdout)")
    ap.add_argument("--append", action="store_true",
                    help="append to --out, skipping FENs already in it")
    ap.add_argument("--divide", type=int, metavar="D",
                    help="print both implementations' divides at depth D for the --fens positions "
                         "and their differences; no table is written")
    ap.add_argument("--perft", default=DEFAULT_PERFT, help=f"perft CLI ({DEFAULT_PERFT})")
    ap.add_argument("--nice", type=int, default=10, help="nice increment for the CLI (10)")
    ap.add_argument("--quiet", action="store_true", help="no progress on stderr")
    ap.add_argument("--verbose", action="store_true", help="echo CLI commands on stderr")
    args = ap.parse_args()

    if not os.access(args.perft, os.X_OK):
        ap.error(f"perft CLI not found: {args.perft} (build it: ninja -C build-gold perft)")
    for t in args.targets.split(","):
        for f in t.split("+"):
            if f not in FEATURES:
                ap.error(f"unknown feature '{f}' in --targets")
    cli = Perft(args.perft, args.nice, args.verbose)

    items: list = []
    for path in args.fens:
        items += read_fens(path)

    if args.divide is not None:
        bad = 0
        for it in items:
            print(f"{it.fen}")
            try:
                jr = cli.query(args.divide, "reference", fen=it.fen, divide=True)
                jf = cli.query(args.divide, "fast", fen=it.fen, divide=True)
            except CliError as e:
                print(f"  error: {e}")
                bad += 1
                continue
            dr, df = jr["divide"], jf["divide"]
            for m in sorted(set(dr) | set(df)):
                a, b = dr.get(m), df.get(m)
                print(f"  {m}: {a}" + ("" if a == b else f"   <-- fast {b}"))
            print(f"  total: reference {jr['nodes']}, fast {jf['nodes']}")
            bad += jr["nodes"] != jf["nodes"] or set(dr) != set(df)
        return 1 if bad else 0

    starts = []
    for n in args.start:
        fen = cli.query(0, "fast", seed=n)["fen"]
        starts.append(Item(fen, [f"# set-up seed {n} (perft uc24 --seed {n}), move 1"], {}, n, []))
    items = starts + items

    rng = random.Random(args.seed)
    setups = [int(s) for s in args.setups.split(",") if s.strip()]
    targets = [t for t in args.targets.split(",") if t]
    t0 = time.monotonic()
    for i in range(args.random):
        target = targets[i % len(targets)]
        found = None
        for attempt in range(args.tries):
            setup = setups[(i + attempt) % len(setups)] if setups else rng.randrange(1, 100000)
            found = walk(cli, rng, setup, target, args.plies, args.extra_plies, args.lookahead)
            if found:
                break
        if not found:
            log(f"random #{i}: target {target} not reached in {args.tries} walks")
            continue
        played, fen, moves, feats = found
        if not args.quiet:
            log(f"random #{i} target={target}: setup {setup}, {len(played)} plies, "
                f"features {','.join(feats)} ({time.monotonic() - t0:.0f} s)")
        items.append(Item(fen, [f"# random seed={args.seed} #{i} target={target} setup={setup} "
                                f"plies={len(played)} moves={' '.join(played)}"], {}, setup, played))

    seen = existing_fens(args.out) if (args.out and args.append) else set()
    out_lines: list = []
    failures = 0
    for k, it in enumerate(items):
        try:
            fen, moves, feats = finalize_fen(cli, it.fen)
        except CliError as e:
            log(f"position {k}: rejected: {e}\n  {it.fen}")
            out_lines += it.comment + [f"# REJECTED {it.fen}: {e}", ""]
            failures += 1
            continue
        if fen in seen:
            log(f"position {k}: already in {args.out}, skipped")
            continue
        seen.add(fen)
        it.fen = fen
        if not args.quiet:
            log(f"position {k}: {fen}")
        try:
            if it.seed is not None:
                round_trip(cli, it)
            counts = deepen(cli, it, args)
        except (Mismatch, CliError) as e:
            log(f"MISMATCH position {k}: {fen}\n  {e}")
            out_lines += it.comment + [f"# MISMATCH {fen}: " + str(e).replace("\n", " | "), ""]
            failures += 1
            continue
        flist = ", ".join(f"{name} ({detail})" for name, detail in feats.items())
        comment = list(it.comment) + [f"# features: {flist or 'none'}"]
        out_lines += comment + [fen + "".join(f" ;D{d + 1} {n}" for d, n in enumerate(counts))]

    text = "\n".join(out_lines) + ("\n" if out_lines else "")
    if args.out:
        new = not (args.append and os.path.exists(args.out))
        with open(args.out, "a" if args.append else "w") as f:
            if new:
                f.write("# Golden perft table: uc24 (RULINGS section 1).\n"
                        "# Every count agreed between the reference (--impl reference) and the fast path\n"
                        "# (--impl fast) via scripts/golden_uc24.py; no external engine exists.\n"
                        "# Format: <fen> ;D1 n ;D2 n ... (see golden/README.md)\n\n")
            f.write(text)
    else:
        sys.stdout.write(text)
    if not args.quiet:
        def rate(n, s):
            return f"{n / s / 1e6:.2f} M nodes/s" if s > 0 else "-"
        log(f"done: {len(items)} positions, {failures} failures, {cli.calls} CLI calls, "
            f"{time.monotonic() - t0:.0f} s; reference {STATS['ref_nodes']} nodes "
            f"{rate(STATS['ref_nodes'], STATS['ref_s'])}, fast {rate(STATS['fast_nodes'], STATS['fast_s'])}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
