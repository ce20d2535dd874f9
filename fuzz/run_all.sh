#!/usr/bin/env bash
# Runs every fuzz target for the given number of seconds each (default
# 600), seeding the .des/.def ones with ../shared's corpus when present.
# Needs a nightly toolchain and cargo-fuzz. Logs go to fuzz/logs/.
set -u
cd "$(dirname "$0")"
secs=${1:-600}
shared=../../shared/corpus/nethack-3.6.7/dat
golden=../../shared/golden/nethack-3.6.7/lev
mkdir -p logs
targets=${TARGETS:-lev_comp lev_load lev_run lev_build defs dgn_comp makedefs wish save_load options replay_load}
for t in $targets; do
    mkdir -p corpus/$t
    seeds=()
    case $t in
        lev_comp|dgn_comp|makedefs) [ -d "$shared" ] && seeds=("$shared") ;;
        lev_load|lev_run|lev_build) [ -d "$golden" ] && seeds=("$golden") ;;
    esac
    cargo +nightly fuzz run "$t" "corpus/$t" "${seeds[@]}" -- \
        -max_total_time="$secs" -max_len=4096 -timeout=10 -rss_limit_mb=2048 > "logs/$t.log" 2>&1
    echo "$t: $(grep -E '^Done [0-9]+ runs' "logs/$t.log" || echo 'FAILED, see logs/'$t'.log')"
done
