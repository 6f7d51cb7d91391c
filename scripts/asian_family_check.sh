#!/bin/sh
# The bundled Asian-family variants through one command family of the CLI (issue 36):
#   asian_family_check.sh PERFT uci    `perft uci` with UCI_Variant, go perft 3
#   asian_family_check.sh PERFT units  split/run-units/merge and --threads/--hash at depth 3
# Each start position's D3 must equal the table below (golden/defined/*.epd, agreed by both
# generators and Fairy-Stockfish); janggi's games must be refused by work units and threads.
set -u
perft=$1 mode=$2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL $*"; fail=1; }
while read -r v d3; do
  case $mode in
    uci)
      got=$(printf 'uci\nsetoption name UCI_Variant value %s\nposition startpos\ngo perft 3\nquit\n' "$v" |
            "$perft" uci 2>&1 | sed -n 's/^Nodes searched: //p') ;;
    units)
      case $v in
        janggi*)
          "$perft" split "$v" 3 --at 1 --out "$tmp/$v.u" >"$tmp/err" 2>&1
          [ $? -eq 2 ] && grep -q "not supported" "$tmp/err" || bad "$v: split not refused"
          "$perft" "$v" 3 --threads 2 >"$tmp/err" 2>&1
          [ $? -eq 2 ] && grep -q "not supported" "$tmp/err" || bad "$v: --threads not refused"
          continue ;;
      esac
      "$perft" split "$v" 3 --at 1 --out "$tmp/$v.u" >/dev/null 2>&1 &&
        "$perft" run-units "$tmp/$v.u" --out "$tmp/$v.r" >/dev/null 2>&1 || bad "$v: split/run-units"
      got=$("$perft" merge "$tmp/$v.u" "$tmp/$v.r" 2>&1 | sed -n 's/^Nodes searched: //p')
      thr=$("$perft" "$v" 3 --threads 2 --hash 8 2>/dev/null | sed -n 's/^Nodes searched: //p')
      [ "$thr" = "$d3" ] || bad "$v: --threads 2 --hash 8 gave '$thr', expected $d3" ;;
    *) echo "usage: $0 PERFT uci|units" >&2; exit 2 ;;
  esac
  [ "$got" = "$d3" ] || bad "$v: $mode gave '$got', expected $d3"
done <<'TABLE'
xiangqi 79666
minixiangqi 6664
manchu 17648
janggi 33000
janggitraditional 33000
janggimodern 33316
janggicasual 33316
makpong 12012
shatar 8426
cambodian 15031
karouk 15031
kyotoshogi 1636
micro 767
pawnback 9222
TABLE
exit $fail
