#!/usr/bin/env python3
"""Convert Fairy-Stockfish's tests/perft.sh into golden tables, golden/fsf/<variant>.epd.

perft.sh holds one expected count per line (`expect perft.exp VARIANT POSITION DEPTH COUNT
[CHESS960]`). This script reads those lines (nothing else of the script is used) and, for each:
  1. asks the engine (--engine, by default the newest Fairy-Stockfish build) for the position's
     FEN (`position startpos|fen ...` then `d`): the table holds the FEN Fairy-Stockfish prints,
     and perft.sh's own position text goes into the line's comment;
  2. checks that the engine reproduces the count today, from perft.sh's text and from the
     printed FEN, and adds the lower depths 1..D-1, counted by the same engine;
  3. with --perft, keeps the variant only if `perft variants --json` lists it as a defined
     variant (a hand-written name is looked up as def:<name>), and keeps a count only when the
     project's generic reference gives the same number (the recording rule, golden/README.md).
     A disagreement is written as a comment; --verdicts FILE records the investigated ones
     (`LINE fsf-wrong TRUE_COUNT reason...` writes TRUE_COUNT with the note, `LINE ours-wrong
     reason...` keeps the count out and says why).
A line perft.sh runs with UCI_Chess960 goes into <variant>960.epd, whose variant is defined in
<variant>960.ini beside it (`[<variant>960:<variant>]`, `chess960 = true`: Fairy-Stockfish
treats that option and UCI_Chess960 alike); `perft golden` reads it with --variants. Lines of
variants the model does not cover are left out and listed in golden/fsf/README.md, which the
script also writes (the score, the left-out lines and why).

Example:
  scripts/fsf_perftsh_to_golden.py --perft /work/build-h4/perft/perft --out golden/fsf
"""
from __future__ import annotations

import argparse
import datetime
import json
import re
import shlex
import subprocess
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fsf_engine import NEWEST_ENGINE, Engine, UnknownVariant  # noqa: E402

PERFTSH = "/work/fsf/src-tree/tests/perft.sh"
SOURCE_URL = "https://github.com/fairy-stockfish/Fairy-Stockfish/blob/{commit}/tests/perft.sh"
HAND_WRITTEN_NAMES = ("chess", "chess960", "capablanca", "gothic", "shogi")


@dataclass
class Line:
    no: int
    variant: str
    position: str          # `startpos` or `fen ...`, as perft.sh gives it
    depth: int
    count: int
    chess960: bool
    fen: str = ""          # as the engine prints it
    counts: dict = field(default_factory=dict)  # depth -> engine count
    ours: dict = field(default_factory=dict)    # depth -> reference count (None: not run)
    note: str = ""         # why the line, or a count of it, is left out
    verdict: tuple = ()

    @property
    def table(self) -> str:
        """The table's stem: the variant, with 960 appended for a UCI_Chess960 line."""
        return self.variant + ("960" if self.chess960 else "")


def parse_perftsh(path: str) -> list[Line]:
    out = []
    for no, text in enumerate(Path(path).read_text().splitlines(), 1):
        t = text.strip()
        if not t.startswith("expect perft.exp "):
            continue
        words = shlex.split(t.split(">", 1)[0])[2:]
        if len(words) not in (4, 5):
            raise SystemExit(f"{path}:{no}: cannot read {t!r}")
        c960 = len(words) == 5 and words[4] == "true"
        out.append(Line(no, words[0], words[1], int(words[2]), int(words[3]), c960))
    if not out:
        raise SystemExit(f"{path}: no `expect perft.exp` lines")
    return out


def git_commit(path: str) -> tuple[str, str]:
    try:
        r = subprocess.run(["git", "-C", str(Path(path).parent), "log", "-1", "--format=%H %cs"],
                           capture_output=True, text=True, check=True)
        commit, date = r.stdout.split()
        return commit, date
    except Exception:
        return "unknown", "unknown"


# -- the engine ---------------------------------------------------------------------------------

def engine_pass(lines: list[Line], engine_path: str, log) -> str:
    """Fills fen and counts from the engine; returns the engine's name."""
    name = "?"
    groups = defaultdict(list)
    for ln in lines:
        groups[(ln.variant, ln.chess960)].append(ln)
    for (variant, c960), group in groups.items():
        try:
            e = Engine(engine_path, variant, chess960=c960, timeout=600)
        except UnknownVariant as err:
            for ln in group:
                ln.note = f"engine: {err}"
            continue
        name = e.name
        try:
            for ln in group:
                ln.fen = e.fen(ln.position)
                for d in range(1, ln.depth + 1):
                    ln.counts[d] = e.perft(ln.fen, d)[0]
                direct = e.perft(ln.position, ln.depth)[0]
                if direct != ln.count or ln.counts[ln.depth] != ln.count:
                    ln.note = (f"engine: {e.name} gives {direct} from perft.sh's position and "
                               f"{ln.counts[ln.depth]} from its printed FEN, not {ln.count}")
                log(f"perft.sh:{ln.no} {variant} D{ln.depth} {ln.count}: engine "
                    f"{'agrees' if not ln.note else 'DISAGREES'}")
        finally:
            e.close()
    return name


# -- the project's perft ------------------------------------------------------------------------

def defined_names(perft: str) -> dict[str, str]:
    """{name: source} of the defined variants `perft variants --json` lists."""
    r = subprocess.run([perft, "variants", "--json"], capture_output=True, text=True, check=True)
    return {v["name"]: v.get("source", "") for v in json.loads(r.stdout)
            if v.get("source", "hand-written") != "hand-written" and "refused" not in v}


def table_name(variant: str, defined: dict[str, str]):
    """The CLI's name of perft.sh's variant, or None when no defined variant has it."""
    if variant in HAND_WRITTEN_NAMES:
        return f"def:{variant}" if f"def:{variant}" in defined else None
    return variant if variant in defined else None


def ini_960(variant: str) -> str:
    return (f"# The defined variant {variant} in Fairy-Stockfish's Chess960 castling mode, for the\n"
            f"# perft.sh lines it runs with UCI_Chess960 (scripts/fsf_perftsh_to_golden.py).\n"
            f"[{variant}960:{variant}]\nchess960 = true\n")


class Cache:
    """Reference counts kept between runs (--cache): a rerun that only rewrites the tables need
    not count perft.sh's chess positions again. Delete the file to count everything anew."""

    def __init__(self, path: str):
        self.path = Path(path) if path else None
        self.data = json.loads(self.path.read_text()) if self.path and self.path.exists() else {}

    def get(self, key: str):
        return self.data.get(key)

    def put(self, key: str, value):
        self.data[key] = value
        if self.path:
            self.path.write_text(json.dumps(self.data, indent=0))


CACHE = Cache("")


def our_count(perft: str, name: str, fen: str, depth: int, timeout: float, ini: str = ""):
    key = f"{name}|{Path(ini).name if ini else ''}|{fen}|{depth}"
    if CACHE.get(key) is not None:
        return CACHE.get(key)
    n = our_count_now(perft, name, fen, depth, timeout, ini)
    if isinstance(n, int):
        CACHE.put(key, n)
    return n


def our_count_now(perft: str, name: str, fen: str, depth: int, timeout: float, ini: str = ""):
    extra = ["--variants", ini] if ini else []
    r = subprocess.run([perft, name, str(depth), "--fen", fen, "--json", *extra],
                       capture_output=True, text=True, timeout=timeout)
    if r.returncode != 0:
        return f"error: {(r.stderr or r.stdout).strip().splitlines()[-1:]}"
    return int(json.loads(r.stdout)["nodes"])


def reference_pass(lines, perft, defined, max_nodes, timeout, outdir: Path, log):
    for ln in lines:
        if ln.note:
            continue
        name = table_name(ln.variant, defined)
        if name is None:
            ln.note = "not covered: no defined variant of this name (perft variants --json)"
            continue
        ini = ""
        if ln.chess960:
            ini = str(outdir / f"{ln.table}.ini")
            Path(ini).write_text(ini_960(ln.variant))
            name = ln.table
        for d, n in ln.counts.items():
            if max_nodes and n > max_nodes:
                ln.ours[d] = None
                continue
            try:
                ln.ours[d] = our_count(perft, name, ln.fen, d, timeout, ini)
            except subprocess.TimeoutExpired:
                ln.ours[d] = f"timeout after {timeout:.0f} s"
        log(f"perft.sh:{ln.no} {name} D{ln.depth}: ours {ln.ours.get(ln.depth)} "
            f"fsf {ln.count}")


def read_verdicts(path: str) -> dict[int, tuple]:
    out = {}
    if not path:
        return out
    for no, text in enumerate(Path(path).read_text().splitlines(), 1):
        t = text.strip()
        if not t or t.startswith("#"):
            continue
        w = t.split(None, 3)
        if len(w) >= 2 and w[1] == "fsf-wrong" and len(w) == 4 and w[2].isdigit():
            out[int(w[0])] = ("fsf-wrong", int(w[2]), w[3])
        elif len(w) >= 2 and w[1] == "ours-wrong":
            out[int(w[0])] = ("ours-wrong", None, t.split(None, 2)[2] if len(w) > 2 else "")
        else:
            raise SystemExit(f"{path}:{no}: expected 'LINE fsf-wrong COUNT reason' or "
                             f"'LINE ours-wrong reason'")
    return out


# -- writing ------------------------------------------------------------------------------------

def recorded(ln: Line, checked: bool):
    """(depth -> count to write, comment lines) for one perft.sh line."""
    notes, keep = [], {}
    for d, n in ln.counts.items():
        ours = ln.ours.get(d) if checked else n
        if ours is None:
            notes.append(f"D{d} {n} left out: over the reference's node limit when converted")
        elif ours == n:
            keep[d] = n
        elif ln.verdict and ln.verdict[0] == "fsf-wrong" and d == ln.depth and ours == ln.verdict[1]:
            keep[d] = ln.verdict[1]
            notes.append(f"D{d}: Fairy-Stockfish counts {n}, the true count is {ln.verdict[1]}: "
                         f"{ln.verdict[2]}")
        else:
            why = f" ({ln.verdict[2]})" if ln.verdict else " (not yet investigated)"
            notes.append(f"D{d} {n} left out: the reference gives {ours}{why}")
    return keep, notes


def write_table(path: Path, variant: str, name: str, lines, meta, checked: bool):
    out = [
        f"# Fairy-Stockfish's tests/perft.sh, variant {variant}: the golden table of the defined",
        f"# variant {name}, converted by scripts/fsf_perftsh_to_golden.py.",
        f"# Source: {meta['url']}",
        f"#   (commit {meta['commit']}, {meta['date']}); 'perft.sh:N' below is its line N.",
        "# Each position's deepest count is perft.sh's; the lower depths were counted by",
        f"# {meta['engine']} (built from that commit), which also reproduced every count",
        f"# on {meta['today']}. The FEN is the one it prints for perft.sh's position (`d`).",
        "# A count is recorded only when the project's generic reference agrees (golden/README.md,",
        "# recording rule); one it does not is a comment below, with the investigation's verdict.",
        "",
    ]
    written = 0
    for ln in lines:
        keep, notes = recorded(ln, checked)
        out.append(f"# perft.sh:{ln.no}: {ln.position} ; D{ln.depth} {ln.count}")
        out += [f"# {n}" for n in notes]
        if keep:
            out.append(ln.fen + " " + " ".join(f";D{d} {n}" for d, n in sorted(keep.items())))
            written += 1
        else:
            out.append(f"# (no count recorded) {ln.fen}")
        out.append("")
    path.write_text("\n".join(out).rstrip("\n") + "\n")
    return written


def score(ln: Line, checked: bool) -> str:
    if ln.note.startswith("engine:"):
        return "engine disagrees"
    if ln.note:
        return "left out"
    if not checked:
        return "unchecked"
    ours = ln.ours.get(ln.depth)
    if ours == ln.count:
        return "pass"
    if ln.verdict and ln.verdict[0] == "fsf-wrong" and ours == ln.verdict[1]:
        return "fsf wrong"
    return "fail" if ours is not None else "not run"


def read_reasons(path: str) -> dict[str, str]:
    """{variant: why not covered} from the `## Not covered` table of docs/variants.md."""
    out, inside = {}, False
    if not path or not Path(path).exists():
        return out
    for t in Path(path).read_text().splitlines():
        if t.startswith("## "):
            inside = t.strip() == "## Not covered"
            continue
        cells = [c.strip() for c in t.strip().strip("|").split("|")]
        if inside and len(cells) == 2 and not set(cells[1]) <= set("-: "):
            for name in re.findall(r"[\w-]+", cells[0].replace("`", "")):
                out[name] = cells[1]
    return out


def cut(text: str, n: int = 60) -> str:
    return text if len(text) <= n else text[:n - 3] + "..."


def write_readme(path: Path, lines, meta, checked: bool, reasons: dict[str, str]):
    by = defaultdict(list)
    for ln in lines:
        by[score(ln, checked)].append(ln)
    covered = [ln for ln in lines if not ln.note]
    out = [
        "# Golden tables from Fairy-Stockfish's tests/perft.sh",
        "",
        f"Fairy-Stockfish's [tests/perft.sh]({meta['url']}) (commit `{meta['commit']}`,",
        f"{meta['date']}) holds {len(lines)} expected perft counts, one a line. "
        "`scripts/fsf_perftsh_to_golden.py` converts",
        "them into one table a variant, `<variant>.epd`, checked by `perft golden` with the",
        "generic reference (golden/CMakeLists.txt, `golden.fsf.<variant>.reference`).",
        "",
        f"* Every count was reproduced by {meta['engine']}, built from that commit, on "
        f"{meta['today']}.",
        "* Each position's deepest count is perft.sh's; the lower depths were counted by that"
        " build.",
        "* The FEN is the one Fairy-Stockfish prints (`d`) for perft.sh's position; a position's"
        " comment",
        "  gives its perft.sh line and position text.",
        "* A count is recorded only when the generic reference agrees (the recording rule of",
        "  golden/README.md). Where Fairy-Stockfish is wrong the table holds the true count and"
        " says so.",
        "* perft.sh's lines run with UCI_Chess960 are in `<variant>960.epd`; `<variant>960.ini`"
        " defines",
        "  that variant (`chess960 = true`, which Fairy-Stockfish treats as UCI_Chess960).",
        "",
        "Regenerate (about 15 minutes on 2 busy cores, most of it the reference on perft.sh's",
        "chess counts; `--cache FILE` keeps the reference's counts for the next run):",
        "",
        "    scripts/fsf_perftsh_to_golden.py --perft build/perft/perft --out golden/fsf"
        + (f" \\\n        --verdicts {meta['verdicts']}" if meta.get("verdicts") else ""),
        "",
        "## Score",
        "",
        f"{len(lines)} lines; {len(covered)} of variants the model covers: "
        f"{len(by.get('pass', []))} pass, {len(by.get('fail', []))} fail, "
        f"{len(by.get('fsf wrong', []))} where Fairy-Stockfish is wrong"
        + (f", {len(by['not run'])} not run" if by.get("not run") else "")
        + f"; {len(by.get('left out', []))} left out (variant not covered).",
        "",
        "| table | perft.sh lines | pass | largest perft.sh count |",
        "| --- | ---: | ---: | --- |",
    ]
    tables = defaultdict(list)
    for ln in covered:
        tables[ln.table].append(ln)
    for table in sorted(tables):
        group = tables[table]
        deepest = max(group, key=lambda ln: ln.count)
        out.append(f"| {table}.epd | {', '.join(str(ln.no) for ln in group)} | "
                   f"{sum(score(ln, checked) == 'pass' for ln in group)} | "
                   f"D{deepest.depth} {deepest.count} |")
    out.append("")
    for ln in by.get("engine disagrees", []):
        out.append(f"* perft.sh:{ln.no} ({ln.variant}, D{ln.depth} {ln.count}): {ln.note}")
    for key in ("fail", "fsf wrong", "not run"):
        if by.get(key):
            out += [f"## {key} ({len(by[key])})", "",
                    "| perft.sh line | variant | position | D | perft.sh | reference | verdict |",
                    "| ---: | --- | --- | ---: | ---: | ---: | --- |"]
            for ln in by[key]:
                verdict = ln.verdict[2] if ln.verdict else "not yet investigated"
                out.append(f"| {ln.no} | {ln.variant} | `{cut(ln.position)}` | {ln.depth} | "
                           f"{ln.count} | {ln.ours.get(ln.depth)} | {verdict} |")
            out.append("")
    if by.get("left out"):
        out += ["## Left out: variants the model does not cover", "",
                "The reason is docs/variants.md's (the option the model would need).", "",
                "| perft.sh lines | variant | why |", "| --- | --- | --- |"]
        left = defaultdict(list)
        for ln in by["left out"]:
            left[ln.variant].append(ln)
        for variant, group in left.items():
            why = reasons.get(variant) or group[0].note
            out.append(f"| {', '.join(str(ln.no) for ln in group)} | {variant} | {why} |")
        out.append("")
    path.write_text("\n".join(out))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--perftsh", default=PERFTSH, help="Fairy-Stockfish's tests/perft.sh")
    ap.add_argument("--engine", default=NEWEST_ENGINE, help="fairy-stockfish built from that source")
    ap.add_argument("--perft", help="the project's perft binary (without it nothing is confirmed "
                                    "and the tables are a draft)")
    ap.add_argument("--out", default="golden/fsf", help="directory of the tables")
    ap.add_argument("--variant", action="append", help="only these perft.sh variants")
    ap.add_argument("--verdicts", help="investigated disagreements (see the description)")
    ap.add_argument("--ref-max-nodes", type=float, default=0,
                    help="do not run the reference on counts above this (0 = all)")
    ap.add_argument("--timeout", type=float, default=1800, help="seconds for one reference count")
    ap.add_argument("--commit", help="perft.sh's commit (default: git log of its tree)")
    ap.add_argument("--date", help="that commit's date")
    ap.add_argument("--reasons", default=str(Path(__file__).resolve().parent.parent / "docs" /
                                              "variants.md"),
                    help="why a variant is not covered: the `## Not covered` table of this file")
    ap.add_argument("--cache", default="", help="keep the reference's counts in this JSON file")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()

    def log(msg):
        if not a.quiet:
            print(msg, file=sys.stderr, flush=True)

    global CACHE
    CACHE = Cache(a.cache)
    lines = parse_perftsh(a.perftsh)
    if a.variant:
        lines = [ln for ln in lines if ln.variant in a.variant]
    commit, date = git_commit(a.perftsh)
    meta = {"commit": a.commit or commit, "date": a.date or date,
            "today": datetime.date.today().isoformat()}
    meta["url"] = SOURCE_URL.format(commit=meta["commit"])
    meta["verdicts"] = a.verdicts
    meta["engine"] = engine_pass(lines, a.engine, log)
    for no, v in read_verdicts(a.verdicts).items():
        for ln in lines:
            if ln.no == no:
                ln.verdict = v
    checked = bool(a.perft)
    defined = {}
    if checked:
        defined = defined_names(a.perft)
    outdir = Path(a.out)
    outdir.mkdir(parents=True, exist_ok=True)
    if checked:
        reference_pass(lines, a.perft, defined, a.ref_max_nodes, a.timeout, outdir, log)
    groups = defaultdict(list)
    for ln in lines:
        if not ln.note:
            groups[ln.table].append(ln)
    for table, group in groups.items():
        variant = group[0].variant
        name = table if group[0].chess960 else (table_name(variant, defined) if checked else variant)
        n = write_table(outdir / f"{table}.epd", variant, name, group, meta, checked)
        log(f"{outdir / (table + '.epd')}: {n} of {len(group)} positions with counts")
    write_readme(outdir / "README.md", lines, meta, checked, read_reasons(a.reasons))
    bad = [ln for ln in lines if score(ln, checked) in ("fail", "not run")]
    engine_bad = [ln for ln in lines if ln.note.startswith("engine:")]
    for ln in bad + engine_bad:
        print(f"perft.sh:{ln.no} {ln.variant} D{ln.depth} {ln.count}: {score(ln, checked)} "
              f"{ln.note or ln.ours.get(ln.depth)}")
    return 1 if bad or engine_bad else 0


if __name__ == "__main__":
    sys.exit(main())
