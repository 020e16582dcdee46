#!/usr/bin/env bash
# ports/: a python3 http.server in the sandbox, exposed through ports/,
# fetched with curl on the host; two sandboxes on the same port each serve
# their own page (issue 5).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/ctl_common.bash"

t_start_sbxd
t_mount

for box in pagea pageb; do
  mkdir "$MNT/$box" || t_bail "mkdir $box"
  echo "echo 'this is $box' > /workspace/index.html" > "$MNT/$box/ctl/exec"
  cat "$MNT/$box/ctl/out" >/dev/null
  echo 'cd /workspace && exec python3 -m http.server 8080' > "$MNT/$box/processes/spawn"
done
A=$MNT/pagea/ports
B=$MNT/pageb/ports

t_eq "ports/ starts empty" "" "$(ls "$A")"
t_check "touch ports/8080 exposes the port" touch "$A/8080"
t_check "echo > ports/8080 exposes it in the second sandbox" bash -c "echo > '$B/8080'"
t_eq "ls ports lists the exposed port" "8080" "$(ls "$A")"
ua=$(cat "$A/8080"); ub=$(cat "$B/8080")
echo "# urls: $ua $ub"
t_check "cat ports/8080 prints a URL" bash -c "[[ '$ua' == http*://* ]]"
t_check "the two sandboxes get different URLs" test "$ua" != "$ub"
fetch() { curl -sS --max-time 5 "$1" 2>/dev/null; }
t_check "curl on the host reaches sandbox A's server" t_wait_for 15 bash -c "curl -sS --max-time 5 '$ua' 2>/dev/null | grep -qx 'this is pagea'"
t_check "curl on the host reaches sandbox B's server" t_wait_for 15 bash -c "curl -sS --max-time 5 '$ub' 2>/dev/null | grep -qx 'this is pageb'"
t_eq "A serves its own page" "this is pagea" "$(fetch "$ua")"
t_eq "B serves its own page" "this is pageb" "$(fetch "$ub")"
t_check "touching an exposed port again keeps it" touch "$A/8080"
t_eq "... with the same URL" "$ua" "$(cat "$A/8080")"
t_check "a second port can be exposed" touch "$A/8081"
ua2=$(cat "$A/8081")
t_eq "ls ports lists both, sorted" "8080 8081" "$(ls "$A" | tr '\n' ' ' | sed 's/ $//')"
t_errno "ports/8080 written with text stays fine" "ok" write "$A/8080" "anything"

t_check "rm ports/8080 unexposes it" rm "$A/8080"
t_eq "ls ports no longer lists it" "8081" "$(ls "$A")"
t_check "its URL stops serving" t_wait_for 10 bash -c "! curl -sS --max-time 2 '$ua' 2>/dev/null | grep -q 'this is pagea'"
t_eq "B still serves" "this is pageb" "$(fetch "$ub")"

# A port outlives the mount that exposed it: on sbxd (whose tunnel listing,
# an extension, is the truth) a new mount shows it, reads its URL and can
# unexpose it, and shows one that another client exposed; a bridge lists
# no tunnels, so there ports/ shows what this mount exposed.
t_umount
t_mount
A=$MNT/pagea/ports
B=$MNT/pageb/ports
if [ "$(t_backend)" = sbxd ]; then
  t_eq "after a remount, ls ports shows the ports an earlier mount exposed" "8081" "$(ls "$A")"
  t_eq "... with the same URL" "$ua2" "$(cat "$A/8081")"
  t_eq "... and info lists it" "ports: 8081" "$(grep '^ports:' "$MNT/pagea/ctl/info")"
  t_curl POST /v1/sandbox/pageb/tunnel/8090 >/dev/null
  t_check "a port exposed by another client appears (lookup)" test -e "$B/8090"
  t_eq "... and in the listing" "8080 8090" "$(ls "$B" | tr '\n' ' ' | sed 's/ $//')"
  t_check "rm of it unexposes it on the server" rm "$B/8090"
  t_eq "... which lists it no more" "0" "$(t_curl GET /v1/sandbox/pageb/tunnels | grep -c '"port":8090')"
  t_curl DELETE /v1/sandbox/pageb/tunnel/8080 >/dev/null
  t_check "a port another client unexposed leaves the listing" \
    t_wait_for 10 sh -c "! ls '$B' | grep -qx 8080"
  t_check "... and touch exposes it again" touch "$B/8080"
  t_check "... serving again" t_wait_for 15 bash -c "curl -sS --max-time 5 \"\$(cat '$B/8080')\" 2>/dev/null | grep -qx 'this is pageb'"
fi
# touch or echo > of a port already shown asks the server again (a
# restarted server has lost its tunnels; exposing is idempotent)
posts() { awk '$1 == "tunnel_create" { print $2 }' "$MNT/.sbxfs/stats"; }
before=$(posts)
t_check "touch of a port already shown succeeds" touch "$B/8080"
t_eq "... and exposes it again (one POST)" "$((${before:-0} + 1))" "$(posts)"
if [ "$(t_backend)" = sbxd ]; then :
else
  t_eq "after a remount, ports/ of a bridge shows nothing (it lists no tunnels)" "" "$(ls "$A")"
  t_check "touch exposes the port again (idempotent: the same URL)" touch "$A/8081" "$B/8080"
  t_eq "... with the same URL" "$ua2" "$(cat "$A/8081")"
fi
t_check "rm of the other ports" rm "$A/8081" "$B/8080"
t_eq "ports/ is empty again" "" "$(ls "$A" "$B" | grep -E '^[0-9]+$')"

t_umount
t_done
