#!/bin/sh
# Test only: runs `perft verify ARGS...`, then runs the `reproduce:` line it printed, as printed,
# with the same perft first on PATH; prints both outputs and the second exit code.
#   sh reproduce.sh PERFT ARGS...
perft=$1
shift
out=$("$perft" verify "$@" 2>&1)
echo "$out"
line=$(echo "$out" | sed -n 's/^ *reproduce: //p' | head -n 1)
[ -n "$line" ] || { echo "no reproduce line"; exit 1; }
PATH=$(dirname "$perft"):$PATH sh -c "$line" 2>&1
echo "reproduced: exit=$?"
