#!/bin/sh
# fixture.sh PERFT DIR: the files the refusal tests read.
set -eu
perft=$1 dir=$2
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir"
"$perft" split chess 3 --at 1 --out u.jsonl >/dev/null
"$perft" run-units u.jsonl --out r.jsonl --quiet >/dev/null
head -n 1 r.jsonl >dup.jsonl
"$perft" split chess 4 --at 1 --out u4.jsonl >/dev/null
"$perft" run-units u4.jsonl --out part.jsonl --range 0:3 --quiet >/dev/null
echo hello >junk.jsonl
# A unit edited by hand: its checksum no longer matches.
sed '2 s/"depth": 2/"depth": 1/' u.jsonl >edited.jsonl
