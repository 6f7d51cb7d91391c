#!/bin/sh
# Test only: a UCI engine that shakes hands and then goes wrong on `go`: it prints garbage,
# dies half-way through its answer, or never answers.
mode=$1
while read -r line; do
  case $line in
    uci) echo "id name fake"; echo uciok ;;
    isready) echo readyok ;;
    go*)
      case $mode in
        garbled) echo "e2e4: 20"; echo "e2e4 is a fine move" ;;
        dies) echo "e2e4: 20"; exit 3 ;;
        hangs) sleep 60 ;;
      esac ;;
  esac
done
