#!/bin/sh
# split_merge.sh PERFT DIR MODE VARIANT DEPTH AT [position args...]
# Splits a count, runs the units (MODE "ranges": two run-units halves into two files,
# "ranges+threads" the second with --threads 2 --hash 16; MODE
# "mpi:MPIEXEC:PERFT_MPI": run-units counts the first third, perft-mpi on 3 ranks resumes with
# the rest) and checks that merge --divide prints exactly
# what the plain 'perft VARIANT DEPTH --divide' prints, with one result line per unit.
set -eu
perft=$1 dir=$2 mode=$3 variant=$4 depth=$5 at=$6
shift 6
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir"
"$perft" "$variant" "$depth" --divide "$@" >plain.txt 2>/dev/null
"$perft" split "$variant" "$depth" --at "$at" --out units.jsonl --json "$@" >split.json 2>/dev/null
n=$(sed -n 's/.*"units": \([0-9]*\).*/\1/p' split.json)
paths=$(sed -n 's/.*"paths": \([0-9]*\).*/\1/p' split.json)
case $mode in
  ranges|ranges+threads)
    half=$((n / 2)) more=""
    [ "$mode" = ranges+threads ] && more="--threads 2 --hash 16"
    "$perft" run-units units.jsonl --out a.jsonl --range ":$half" --quiet >/dev/null
    # shellcheck disable=SC2086  # two options or none
    "$perft" run-units units.jsonl --out b.jsonl --range "$half:" --quiet $more >/dev/null
    files="a.jsonl b.jsonl" ;;
  mpi:*)
    rest=${mode#mpi:}
    third=$((n / 3))
    "$perft" run-units units.jsonl --out m.jsonl --range ":$third" --quiet >/dev/null 2>&1
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
    "${rest%%:*}" --allow-run-as-root --oversubscribe -np 3 "${rest#*:}" units.jsonl \
      --out m.jsonl --quiet >mpi.txt
    want="$((n - third)) units counted on 2 workers, $third already done"
    grep -q "^$want" mpi.txt || { cat mpi.txt; echo "FAIL: expected '$want'"; exit 1; }
    files=m.jsonl ;;
  *) echo "unknown mode $mode" && exit 1 ;;
esac
# shellcheck disable=SC2086  # two file names
"$perft" merge units.jsonl $files --divide >merged.txt
if ! cmp -s plain.txt merged.txt; then
  diff plain.txt merged.txt || true
  echo "FAIL: merge --divide differs from perft --divide"
  exit 1
fi
# shellcheck disable=SC2086
lines=$(cat $files | wc -l)
[ "$lines" -eq "$n" ] || { echo "FAIL: $lines result lines for $n units"; exit 1; }
echo "$variant depth $depth at $at: $paths paths, $n units, $(tail -n 1 merged.txt)"
