#!/bin/sh
# kill_resume.sh PERFT DIR: SIGKILLs run-units mid-run, restarts it, and checks that the merged
# total is chess perft(6) and that no unit has two result lines; a second run on the same
# results file meanwhile is refused.
set -eu
perft=$1 dir=$2
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir"
"$perft" split chess 6 --at 2 --out units.jsonl >/dev/null
lines() { if [ -f r.jsonl ]; then wc -l <r.jsonl; else echo 0; fi; }
"$perft" run-units units.jsonl --out r.jsonl --quiet >/dev/null 2>&1 &
pid=$!
i=0
while [ "$(lines)" -lt 20 ]; do
  sleep 0.05
  i=$((i + 1))
  [ $i -lt 1200 ] || { kill -9 $pid; echo "FAIL: no result after 60 s"; exit 1; }
done
# A second run on the same results file is refused while the first holds it.
rc=0
"$perft" run-units units.jsonl --out r.jsonl >second.txt 2>&1 || rc=$?
if [ $rc -ne 2 ] || ! grep -q "^perft: error: results file r.jsonl: another run is writing it" second.txt; then
  cat second.txt
  kill -9 $pid
  echo "FAIL: a second writer was not refused (exit $rc)"
  exit 1
fi
kill -9 $pid
wait $pid 2>/dev/null || true
before=$(lines)
[ "$before" -lt 400 ] || { echo "FAIL: the run finished before the kill"; exit 1; }
"$perft" run-units units.jsonl --out r.jsonl --quiet >resume.txt 2>&1
cat resume.txt
dups=$(sed 's/^{"id": \([0-9]*\),.*/\1/' r.jsonl | sort | uniq -d | head -n 3)
[ -z "$dups" ] || { echo "FAIL: units counted twice: $dups"; exit 1; }
[ "$(lines)" -eq 400 ] || { echo "FAIL: $(lines) result lines for 400 units"; exit 1; }
echo "killed after $before of 400 units"
"$perft" merge units.jsonl r.jsonl
