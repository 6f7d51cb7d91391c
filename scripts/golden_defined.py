#!/usr/bin/env python3
"""Write a golden perft table of a defined variant (golden/defined/<variant>.epd).

Recording rule (golden/defined/README.md). A count is written only when these agree on it:
  * the generic reference, `perft <variant> D --impl reference` (the project's implementation);
  * the newest fairy-stockfish (--newest), given the definition file with VariantPath for a
    user's variant;
  * Debian's fairy-stockfish 11.1 (--debian), where it knows the variant (a variant it does not
    list, or a file it cannot read, is noted in the header and left to the other two).
Each position is deepened from D1 while the predicted next count stays under --max-nodes. At
the first depth where they disagree the position stops; the comment above it gives the three
counts and `perft verify`'s finding against each engine that disagrees (the first position
whose move lists differ), so the disagreement can be decided from the rules.

Positions: the variant's start, then --random N positions from random playouts with our moves
(`perft <variant> 1 --divide`), each walk looking for one target feature in turn (--targets):
  check    the side to move is in check (the newest engine's `d`)
  promo    a legal move promotes (a piece letter or `+` after the squares)
  drop     a legal move is a drop (`@`)
  ep       a pawn can take en passant (the FEN's square, a pawn's diagonal move onto it)
  castle   a king can castle (a king move of two files or more, or onto its own rook)
  none     no feature: the position after a random number of plies
A walk plays at least --min-plies plies and stops at the first position after that with its
target; it gives up after --max-plies, and after --tries walks the target is dropped with a note
(the variant may not have it). Moves are drawn with a bias towards captures, pawn moves and
drops, so promotions and drops come within reach.

Example:
  scripts/golden_defined.py --perft build/perft/perft --variant makruk --random 5 \\
      --seed 22 --out golden/defined/makruk.epd
  scripts/golden_defined.py --perft build/perft/perft --variant centaurchess \\
      --variants-file perft/testdata/custom.ini --out golden/defined/centaurchess.epd
"""
from __future__ import annotations

import argparse
import datetime
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fsf_engine import DEFAULT_ENGINE, NEWEST_ENGINE, Engine, EngineError  # noqa: E402
from fsf_perft_cli import Perft, engine_name  # noqa: E402

SQUARE = re.compile(r"([a-p])(\d+)")


def board_of(fen: str) -> dict[str, str]:
    """Square name -> piece letter of a FEN's board (`+X` and `X~` read as X, `*` walls left out)."""
    board, rows = {}, fen.split()[0].split("[")[0].split("/")
    for r, row in enumerate(rows):
        rank, f, i = len(rows) - r, 0, 0
        while i < len(row):
            c = row[i]
            if c.isdigit():
                j = i
                while j < len(row) and row[j].isdigit():
                    j += 1
                f, i = f + int(row[i:j]), j
                continue
            if c.isalpha():
                board[f"{chr(97 + f)}{rank}"] = c
                f += 1
            elif c == "*":  # a wall square: no piece, but it takes a file
                f += 1
            i += 1
    return board


def squares(move: str) -> tuple[str, str, str]:
    """(from, to, suffix) of a UCI move; from is "" for a drop."""
    found = SQUARE.findall(move)
    if "@" in move:
        return "", "".join(found[0]), ""
    tail = move[len("".join(found[0]) + "".join(found[1])):] if len(found) >= 2 else ""
    return "".join(found[0]), "".join(found[1]), tail


def file_of(sq: str) -> int:
    return ord(sq[0]) - 97


def features(fen: str, moves: list[str], engine: Engine, want=None) -> set[str]:
    """The features of a position (only those in `want`, if given: `check` asks the engine)."""
    board, fields = board_of(fen), fen.split()
    ep = fields[3] if len(fields) > 3 else "-"
    out = set()
    for m in moves:
        fr, to, tail = squares(m)
        piece, target = board.get(fr, ""), board.get(to, "")
        if not fr:
            out.add("drop")
        elif tail:
            out.add("promo")
        if piece.lower() == "p" and to in ep.split(",") and file_of(fr) != file_of(to):
            out.add("ep")
        own_rook = target.lower() == "r" and target.isupper() == piece.isupper()
        if piece.lower() == "k" and (abs(file_of(fr) - file_of(to)) >= 2 or own_rook):
            out.add("castle")
    if (want is None or "check" in want) and engine.checkers(fen):
        out.add("check")
    return out


def pick(rng: random.Random, fen: str, moves: list[str]) -> str:
    """A random move, biased towards captures, pawn moves and drops."""
    board = board_of(fen)
    keen = [m for m in moves if "@" in m or board.get(squares(m)[1]) or
            board.get(squares(m)[0], "").lower() == "p"]
    return rng.choice(keen if keen and rng.random() < 0.6 else moves)


class Table:
    def __init__(self, a, perft: Perft, newest: Engine, debian: Engine | None):
        self.a, self.perft, self.newest, self.debian = a, perft, newest, debian
        self.rng = random.Random(a.seed)
        self.disagreements = 0
        self.seen: set[str] = set()

    def node(self, fen: str, moves=()) -> tuple[str, list[str]]:
        n = self.perft.node(self.a.variant, 1, fen=fen, moves=list(moves), divide=True)
        return n["fen"], sorted(n["divide"])

    def walk(self, start: str, target: str) -> tuple[str, list[str]] | None:
        """A position with `target` (or, for "", after a random number of plies)."""
        fen, moves, played = *self.node(start), []
        stop = self.rng.randint(self.a.min_plies, self.a.max_plies)
        for ply in range(self.a.max_plies + 1):
            if target == "" and ply == stop:
                return fen, played
            if target and ply >= self.a.min_plies and \
                    target in features(fen, moves, self.newest, {target}):
                return fen, played
            if not moves:
                return None
            m = pick(self.rng, fen, moves)
            played.append(m)
            fen, moves = self.node(fen, [m])
        return None

    def counts(self, fen: str) -> tuple[list[int], list[str]]:
        """The agreed counts from D1 on, and comment lines on where agreement stopped."""
        counts: list[int] = []
        for d in range(1, self.a.depth + 1):
            if len(counts) >= 2:
                growth = max(counts[-1] / max(counts[-2], 1),
                             (counts[-1] / max(counts[0], 1)) ** (1 / (len(counts) - 1)))
                if counts[-1] * growth > self.a.max_nodes:
                    break
            ours = self.perft.json([self.a.variant, str(d), "--fen", fen, "--impl", "reference"])["nodes"]
            newest = self.newest.perft(fen, d)[0]
            debian = self.debian.perft(fen, d)[0] if self.debian else ours
            if ours == newest == debian:
                counts.append(ours)
                if ours == 0:
                    break
                continue
            self.disagreements += 1
            notes = [f"D{d} not recorded: reference {ours}, fsf-newest {newest}"
                     + (f", fsf-11.1 {debian}" if self.debian else "")]
            done = set()
            for name, engine, n in (("fsf-newest", self.a.newest, newest),
                                    ("fsf-11.1", self.a.debian, debian)):
                if n != ours and n not in done:
                    done.add(n)
                    notes += self.finding(name, engine, d, fen)
            print("\n".join(f"DISAGREE {fen}: {s}" for s in notes), file=sys.stderr)
            return counts, notes
        return counts, []

    def finding(self, name: str, engine_path: str, depth: int, fen: str) -> list[str]:
        """`perft verify`'s finding in two lines, and a verdict where the rules settle it."""
        out = self.perft.verify(self.a.variant, depth, fen, engine_path)
        got = {k: v for k, _, v in (s.strip().partition(": ") for s in out.splitlines()) if v}
        where, extra = got.get("fen", "?"), got.get("extra in the engine", "(none)")
        lines = [f"{name}: perft verify: first difference at {where} (after {got.get('path', '?')}):"
                 f" extra in the engine {extra}, missing {got.get('missing from the engine', '(none)')}"]
        drops = extra.split() if extra != "(none)" else []
        if drops and got.get("missing from the engine", "(none)") == "(none)" and \
                all(m.startswith("P@") and self.mates(where, m) for m in drops):
            lines.append(f"{name} is wrong: {' '.join(drops)} drops a shogi pawn that mates, which "
                         "shogiPawnDropMateIllegal forbids (docs/rules/defined.md)")
        return lines

    def mates(self, fen: str, move: str) -> bool:
        """The newest engine sees `move` from `fen` give check and leave no reply."""
        return self.newest.perft(fen, 1, [move])[0] == 0 and bool(self.newest.checkers(fen, [move]))

    def entry(self, fen: str, comment: list[str]) -> str:
        counts, notes = self.counts(fen)
        lines = [f"# {c}" for c in comment + notes]
        if not counts:
            return "\n".join(lines + [f"# NOT RECORDED (no agreed count): {fen}"])
        return "\n".join(lines + [fen + "".join(f" ;D{i + 1} {n}" for i, n in enumerate(counts))])

    def random_positions(self, start: str) -> list[str]:
        out, targets = [], [t if t != "none" else "" for t in self.a.targets.split(",")]
        for k in range(self.a.random):
            target = targets[k % len(targets)]
            for _ in range(self.a.tries):
                got = self.walk(start, target) if target else None
                if got:
                    break
            else:
                target = f"none ({target} not reached in {self.a.tries} walks)" if target else "none"
                got = next(filter(None, (self.walk(start, "") for _ in range(self.a.tries))), None)
            if not got or got[0] in self.seen:
                print(f"random #{k}: no new position", file=sys.stderr)
                continue
            fen, played = got
            self.seen.add(fen)
            have = sorted(features(fen, self.node(fen)[1], self.newest))
            out.append(self.entry(fen, [f"random #{k} target={target} plies={len(played)} moves={' '.join(played)}",
                                        f"features: {', '.join(have) or 'none'}"]))
        return out


def header(a, newest: Engine, debian: Engine | None, why_not: str) -> str:
    src = a.variants_file or "bundled (variants/bundled/)"
    return "\n".join([
        f"# Golden perft table: defined variant {a.variant} (definition: {src}).",
        "# A count is recorded only where these agree (scripts/golden_defined.py):",
        "#   the generic reference (perft --impl reference),",
        f"#   {newest.name} ({a.newest}),",
        f"#   {debian.name} ({a.debian})" if debian else f"#   not {a.debian}: {why_not}",
        f"# Built {datetime.date.today()}: scripts/golden_defined.py --variant {a.variant}"
        + (f" --variants-file {a.variants_file}" if a.variants_file else "")
        + f" --random {a.random} --seed {a.seed} --targets {a.targets} --max-nodes {a.max_nodes:g}",
        "# Format: <fen> ;D1 n ;D2 n ... (golden/README.md)", ""])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--perft", required=True, help="the perft binary")
    ap.add_argument("--variant", required=True, help="our name of the variant")
    ap.add_argument("--variants-file", default="", help="the user's .ini (perft --variants, VariantPath)")
    ap.add_argument("--newest", default=NEWEST_ENGINE, help=f"newest fairy-stockfish ({NEWEST_ENGINE})")
    ap.add_argument("--debian", default=DEFAULT_ENGINE, help=f"Debian's fairy-stockfish ({DEFAULT_ENGINE})")
    ap.add_argument("--no-debian", metavar="WHY", default="",
                    help="leave Debian's engine out, for this reason (it misreads the variant)")
    ap.add_argument("--random", type=int, default=5, help="random positions (5)")
    ap.add_argument("--targets", default="check,promo,drop,ep,castle", help="features sought, in turn")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--min-plies", type=int, default=12)
    ap.add_argument("--max-plies", type=int, default=90)
    ap.add_argument("--tries", type=int, default=30, help="walks per target before giving it up (30)")
    ap.add_argument("--depth", type=int, default=8, help="deepest count (8)")
    ap.add_argument("--max-nodes", type=float, default=2e6, help="largest predicted count (2e6)")
    ap.add_argument("--out", help="output file (default stdout)")
    a = ap.parse_args()
    perft = Perft(a.perft, a.variants_file)
    fsf = engine_name(a.variant)
    newest = Engine(a.newest, fsf, variant_path=a.variants_file)
    debian, why_not = None, a.no_debian
    try:
        if not a.no_debian:
            debian = Engine(a.debian, fsf, variant_path=a.variants_file)
    except EngineError as e:
        why_not = str(e)
    try:
        t = Table(a, perft, newest, debian)
        start = t.node(perft.node(a.variant, 0)["fen"])[0]
        t.seen.add(start)
        entries = [t.entry(start, ["start position"])] + t.random_positions(start)
    finally:
        newest.close()
        if debian:
            debian.close()
    text = header(a, newest, debian, why_not) + "\n".join(entries) + "\n"
    if a.out:
        Path(a.out).write_text(text)
    else:
        sys.stdout.write(text)
    print(f"{a.variant}: {len(entries)} positions, {t.disagreements} disagreements", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
