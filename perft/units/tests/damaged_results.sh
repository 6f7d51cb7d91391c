#!/bin/sh
# damaged_results.sh PERFT DIR: a results file whose last line a crash cut or garbled is
# repaired by run-units (that one unit counted again); damage before the last line is refused.
set -eu
perft=$1 dir=$2
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir"
"$perft" split chess 4 --at 1 --out u.jsonl >/dev/null
"$perft" run-units u.jsonl --out r.jsonl --quiet >/dev/null
expect() {  # expect CODE REGEX command...: exit code and output must match
  code=$1 re=$2
  shift 2
  rc=0
  out=$("$@" 2>&1) || rc=$?
  echo "$out"
  [ "$rc" -eq "$code" ] || { echo "FAIL: exit $rc, expected $code: $*"; exit 1; }
  has "$re"
}
has() { echo "$out" | grep -Eq -- "$1" || { echo "FAIL: no match for '$1'"; exit 1; }; }
# 1. The last line cut mid-write (no newline).
head -c -15 r.jsonl >t && mv t r.jsonl
expect 2 "r.jsonl line 20: no newline .*run 'perft run-units' on it again" "$perft" merge u.jsonl r.jsonl
expect 0 "line 20: no newline \(the write was cut short\); cut off, that unit is counted again" \
  "$perft" run-units u.jsonl --out r.jsonl --quiet
has "^1 units counted, 19 already done"
expect 0 "Nodes searched: 197281$" "$perft" merge u.jsonl r.jsonl
# 2. The last line whole but garbled: its check field no longer matches.
sed '$ s/"nodes": \([0-9]\)/"nodes": 9\1/' r.jsonl >t && mv t r.jsonl
expect 0 "line 20: field 'check': [0-9a-f]{16} does not match the line" \
  "$perft" run-units u.jsonl --out r.jsonl --quiet
has "^1 units counted, 19 already done"
expect 0 "Nodes searched: 197281$" "$perft" merge u.jsonl r.jsonl
[ "$(wc -l <r.jsonl)" -eq 20 ] || { echo "FAIL: $(wc -l <r.jsonl) lines, expected 20"; exit 1; }
# 3. Damage before the last line is no crash artefact: refused, the file left alone.
sed '5 s/"nodes": \([0-9]\)/"nodes": 9\1/' r.jsonl >t && mv t r.jsonl
expect 2 "results file r.jsonl line 5: field 'check'" "$perft" run-units u.jsonl --out r.jsonl
expect 2 "results file r.jsonl line 5: field 'check'" "$perft" merge u.jsonl r.jsonl
echo "damaged results: all cases as expected"
