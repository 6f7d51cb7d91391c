"""The project's perft CLI as the defined-variant scripts call it (fsf_defined_cross_check.py,
fsf_defined_startpos.py, fsf_perftsh_to_golden.py)."""
from __future__ import annotations

import json
import subprocess

# A defined variant whose name is a hand-written one's is listed as def:<name>.
DEF_PREFIX = "def:"


class PerftError(RuntimeError):
    pass


class Perft:
    def __init__(self, binary: str, variants_file: str = ""):
        self.binary, self.variants_file = binary, variants_file

    def _extra(self) -> list[str]:
        return ["--variants", self.variants_file] if self.variants_file else []

    def run(self, args: list[str], timeout: float | None = None, check: bool = True):
        r = subprocess.run([self.binary, *args, *self._extra()], capture_output=True, text=True,
                           timeout=timeout)
        if check and r.returncode != 0:
            msg = (r.stderr.strip() or r.stdout.strip()).splitlines()
            raise PerftError(f"perft {' '.join(args)}: exit {r.returncode}: "
                             f"{msg[-1] if msg else ''}")
        return r

    def json(self, args: list[str], timeout: float | None = None) -> dict:
        return json.loads(self.run([*args, "--json"], timeout).stdout)

    def defined(self) -> list[dict]:
        """The defined variants of `perft variants --json` (each with name and source)."""
        return [v for v in self.json(["variants"])
                if v.get("source", "hand-written") != "hand-written" and "refused" not in v]

    def node(self, variant: str, depth: int, fen: str = "", moves=(), divide=False,
             timeout: float | None = None) -> dict:
        """`perft VARIANT DEPTH [--fen F] [--moves ...] [--divide] --json` as a dict."""
        args = [variant, str(depth)]
        if fen:
            args += ["--fen", fen]
        if moves:
            args += ["--moves", *moves]
        if divide:
            args.append("--divide")
        return self.json(args, timeout)

    def verify(self, variant: str, depth: int, fen: str, engine: str,
               timeout: float | None = 600) -> str:
        """`perft verify` (it bisects a disagreement down to a position): its whole output."""
        r = self.run(["verify", variant, str(depth), "--fen", fen, "--engine", engine],
                     timeout=timeout, check=False)
        return (r.stdout + r.stderr).rstrip()


def engine_name(variant: str) -> str:
    """Fairy-Stockfish's UCI_Variant for one of our defined variants' names."""
    return variant[len(DEF_PREFIX):] if variant.startswith(DEF_PREFIX) else variant
