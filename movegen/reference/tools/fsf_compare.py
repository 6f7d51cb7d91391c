#!/usr/bin/env python3
"""Compare reference_chess_tool divides with fairy-stockfish, move by move.

  fsf_compare.py TOOL fen   FILES DEPTH "FEN" ["FEN" ...]   compare the given positions
  fsf_compare.py TOOL random COUNT DEPTH SEED                 random CRC arrays + random play

TOOL is the built reference_chess_tool. fairy-stockfish runs with UCI_Chess960=true and variant
caparandom (10 files) or chess (8 files); both sides print castling as king-takes-rook, so the
divides are compared as dictionaries {move: count}. Exit status 1 on any mismatch.
"""
import random
import subprocess
import sys

FSF = "/usr/games/fairy-stockfish"


class Fsf:
    def __init__(self, variant):
        self.p = subprocess.Popen([FSF], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name UCI_Variant value " + variant)
        self.send("setoption name UCI_Chess960 value true")
        self.send("isready")
        self.wait("readyok")

    def send(self, s):
        self.p.stdin.write(s + "\n")
        self.p.stdin.flush()

    def wait(self, token):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("fairy-stockfish exited")
            lines.append(line.strip())
            if lines[-1].startswith(token):
                return lines

    def divide(self, fen, depth):
        self.send("position fen " + fen)
        self.send("go perft %d" % depth)
        return parse_divide(self.wait("Nodes searched"))


def parse_divide(lines):
    moves = {}
    for line in lines:
        if ":" in line and not line.startswith(("Nodes", "info")):
            move, count = line.split(":")
            moves[move.strip()] = int(count)
    return moves, int(lines[-1].split(":")[1])


def tool(tool_path, *args):
    r = subprocess.run([tool_path, *map(str, args)], capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError(r.stderr.strip())
    return r.stdout.strip()


def compare(engine, tool_path, files, fen, depth):
    a = engine.divide(fen, depth)
    b = parse_divide(tool(tool_path, "divide", files, depth, fen).split("\n"))
    if a == b:
        return True
    diff = {m: (a[0].get(m), b[0].get(m)) for m in set(a[0]) | set(b[0]) if a[0].get(m) != b[0].get(m)}
    print("MISMATCH", fen, "depth", depth, "fsf", a[1], "ref", b[1], "(fsf, ref):", diff)
    return False


def crc_array(rng):
    """White back rank by the proposal's procedure (no filters: any array is a legal CRC FEN)."""
    back = [None] * 10
    light, dark = [1, 3, 5, 7, 9], [0, 2, 4, 6, 8]
    first, second = rng.sample("QA", 2)
    back[rng.choice(light)] = first
    back[rng.choice(dark)] = second
    back[rng.choice([x for x in light if back[x] is None])] = "B"
    back[rng.choice([x for x in dark if back[x] is None])] = "B"
    for piece in "CNN":
        back[rng.choice([x for x in range(10) if back[x] is None])] = piece
    rest = [x for x in range(10) if back[x] is None]
    back[rest[0]], back[rest[1]], back[rest[2]] = "R", "K", "R"
    return "".join(back)


def main(argv):
    tool_path, mode = argv[1], argv[2]
    ok = True
    if mode == "fen":
        files, depth = int(argv[3]), int(argv[4])
        engine = Fsf("caparandom" if files == 10 else "chess")
        for fen in argv[5:]:
            fen = tool(tool_path, "random", files, 0, 0, fen)  # normalise to Shredder-FEN
            ok &= compare(engine, tool_path, files, fen, depth)
    elif mode == "random":
        count, depth, rng = int(argv[3]), int(argv[4]), random.Random(int(argv[5]))
        engine = Fsf("caparandom")
        for _ in range(count):
            w = crc_array(rng)
            start = "%s/pppppppppp/10/10/10/10/PPPPPPPPPP/%s w KQkq - 0 1" % (w.lower(), w)
            plies = rng.choice([0, 2, 5, 10, 20, 30, 40, 60, 80, 100, 120, 150])
            fen = tool(tool_path, "random", 10, rng.randrange(1 << 30), plies, start)
            ok &= compare(engine, tool_path, 10, fen, depth)
        print("checked", count, "positions at depth", depth, "ok" if ok else "WITH MISMATCHES")
    else:
        print(__doc__)
        return 2
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
