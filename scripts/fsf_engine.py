"""A small UCI driver for fairy-stockfish, shared by the defined-variant scripts
(golden_fsf.py and the scripts built on it, fsf_perftsh_to_golden.py, fsf_defined_cross_check.py,
fsf_defined_startpos.py).

It takes any variant by its UCI_Variant name, an optional definition file (VariantPath) and
UCI_Chess960, and it refuses a variant the engine does not list: fairy-stockfish silently plays
chess when UCI_Variant names a variant it does not know. golden_fsf.Engine is this driver under
that script's names for the hand-written variants.
"""
from __future__ import annotations

import os
import queue
import re
import subprocess
import sys
import threading
import time

DEFAULT_ENGINE = "/usr/games/fairy-stockfish"
NEWEST_ENGINE = "/work/fsf/bin/fairy-stockfish-newest"

_DIVIDE_RE = re.compile(r"^(\S+): (\d+)$")


class EngineError(RuntimeError):
    pass


class EngineTimeout(EngineError):
    pass


class UnknownVariant(EngineError):
    pass


def position_command(position: str, moves=()) -> str:
    """`startpos` or a FEN (with or without a leading `fen `) as a UCI `position` command."""
    p = position.strip()
    if p != "startpos" and not p.startswith("fen "):
        p = "fen " + p
    cmd = f"position {p}"
    if moves:
        cmd += " moves " + " ".join(moves)
    return cmd


class Engine:
    """One fairy-stockfish process playing one variant; restarted after a timeout."""

    def __init__(self, path: str, variant: str, chess960: bool = False, variant_path: str = "",
                 timeout: float = 300, nice: int = 0, verbose: bool = False):
        self.path, self.variant, self.chess960 = path, variant, chess960
        self.variant_path, self.timeout, self.nice = variant_path, timeout, nice
        self.verbose = verbose
        self.name = "?"
        self.variants: list[str] = []
        self.proc = None
        self._start()

    # -- process ---------------------------------------------------------------------------
    def _start(self):
        if not os.path.exists(self.path):
            raise EngineError(f"engine not found: {self.path}")
        nice = self.nice
        self.proc = subprocess.Popen([self.path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True, bufsize=1,
                                     preexec_fn=(lambda: os.nice(nice)) if nice else None)
        self.lines: queue.Queue = queue.Queue()
        threading.Thread(target=self._reader, args=(self.proc, self.lines), daemon=True).start()
        out = self._until(lambda s: s == "uciok", 30, send="uci")
        if self.variant_path:
            self._send(f"setoption name VariantPath value {self.variant_path}")
            # A new `uci` lists the variants as they are after the file was read.
            out = self._until(lambda s: s == "uciok", 30, send="uci")
        for line in out:
            if line.startswith("id name "):
                self.name = line[len("id name "):]
            if line.startswith("option name UCI_Variant "):
                self.variants = line.split(" var ")[1:]
                self.variants = [v.strip() for v in self.variants]
        if self.variant not in self.variants:
            self.close()
            raise UnknownVariant(f"{self.name} does not know the variant '{self.variant}'")
        self._send(f"setoption name UCI_Variant value {self.variant}")
        self._send(f"setoption name UCI_Chess960 value {'true' if self.chess960 else 'false'}")
        self._until(lambda s: s == "readyok", 30, send="isready")

    @staticmethod
    def _reader(proc, q):
        for line in proc.stdout:
            q.put(line.rstrip("\n"))
        q.put(None)

    def _send(self, cmd: str):
        if self.verbose:
            print(f">> {cmd}", file=sys.stderr)
        try:
            self.proc.stdin.write(cmd + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError as e:
            raise EngineError(f"{self.path} died (exit {self.proc.poll()})") from e

    def _until(self, pred, timeout, send=None):
        if send:
            self._send(send)
        out = []
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            try:
                line = self.lines.get(timeout=max(left, 0.001))
            except queue.Empty:
                raise EngineTimeout(f"no answer from {self.path} within {timeout:.0f} s")
            if line is None:
                raise EngineError(f"{self.path} exited with status {self.proc.wait()}")
            out.append(line)
            if pred(line):
                return out

    def restart(self):
        self.close()
        self._start()

    def close(self):
        if self.proc and self.proc.poll() is None:
            try:
                self._send("quit")
                self.proc.wait(timeout=5)
            except Exception:
                self.proc.kill()
                self.proc.wait()

    # -- queries ---------------------------------------------------------------------------
    def fen(self, position: str, moves=()) -> str:
        """The FEN the engine prints (`d`) for a position."""
        self._send(position_command(position, moves))
        out = self._until(lambda s: s == "readyok", 30, send="d\nisready")
        got = [s[len("Fen: "):] for s in out if s.startswith("Fen: ")]
        if not got:
            raise EngineError(f"no FEN printed for {position!r} moves {list(moves)}")
        return got[0]

    def checkers(self, position: str, moves=()) -> str:
        """The squares giving check (`d`'s Checkers line), "" when not in check."""
        self._send(position_command(position, moves))
        out = self._until(lambda s: s == "readyok", 30, send="d\nisready")
        got = [s[len("Checkers:"):].strip() for s in out if s.startswith("Checkers:")]
        return got[0] if got else ""

    def perft(self, position: str, depth: int, moves=(), timeout=None):
        """(nodes, {move: count}, seconds) of `go perft depth`."""
        self._send(position_command(position, moves))
        t0 = time.monotonic()
        try:
            out = self._until(lambda s: s.startswith("Nodes searched:"), timeout or self.timeout,
                              send=f"go perft {depth}")
        except EngineTimeout:
            self.restart()
            raise
        seconds = time.monotonic() - t0
        divide = {}
        for s in out[:-1]:
            m = _DIVIDE_RE.match(s)
            if m:
                divide[m.group(1)] = int(m.group(2))
        return int(out[-1].split(":")[1]), divide, seconds

    def legal_moves(self, position: str, moves=()) -> list[str]:
        return sorted(self.perft(position, 1, moves, timeout=30)[1])


def engine_variants(path: str, variant_path: str = "") -> list[str]:
    """The UCI_Variant names an engine lists (after reading variant_path, if given)."""
    e = Engine(path, "chess", variant_path=variant_path)
    try:
        return list(e.variants)
    finally:
        e.close()
