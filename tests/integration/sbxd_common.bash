# sbxd_common.bash — helpers shared by the sbxd_*.sh integration scripts
# (sourced, not run: not executable). Requires lib.sh first.
#
#   hc METHOD PATH [curl args]   request with the token; sets H_STATUS, H_BODY,
#                                body bytes in $T_TMP/body, headers in $T_TMP/hdr
#   hc_noauth METHOD PATH [...]  the same without the Authorization header
#   t_err WHAT STATUS MESSAGE CODE   asserts the last response is exactly that error
#   xrun ID EXTRA_JSON ARGV...   exec argv (merged into EXTRA_JSON); sets H_STATUS,
#                                X_OUT/X_ERR (stdout/stderr, decoded), X_EXIT;
#                                raw stream in $T_TMP/sse; extra curl args from XH=()
#   sh_x ID 'command line'       xrun ID '{}' bash -c 'command line'
#   ev_x ID 'command line'       xrun ID '{}' eval 'command line' (session state carries)
#   sse_data KIND FILE           decoded bytes of every KIND event (stdout/stderr)
XH=()

hc_raw() {
  local m=$1 p=$2; shift 2
  H_STATUS=$(curl -sS --path-as-is -o "$T_TMP/body" -D "$T_TMP/hdr" -w '%{http_code}' \
    -X "$m" "$@" "$SBX_URL$p")
  H_BODY=$(head -c 65536 "$T_TMP/body" | tr -d '\0') # big bodies: compare $T_TMP/body
}
hc() { local m=$1 p=$2; shift 2; hc_raw "$m" "$p" -H "Authorization: Bearer $SANDBOX_API_KEY" "$@"; }
hc_noauth() { hc_raw "$@"; }

# header NAME: value of a response header of the last hc (case-insensitive)
header() { tr -d '\r' <"$T_TMP/hdr" | awk -v n="$(echo "$1" | tr A-Z a-z)" \
  'BEGIN{FS=": "} { if (tolower($1) == n) { sub(/^[^:]*: /, ""); print } }' | tail -1; }

t_err() {
  t_eq "$1" "$2 {\"error\":\"$3\",\"code\":\"$4\"}" "$H_STATUS $H_BODY"
}

sse_data() {
  local kind=$1 file=$2 line
  awk -v k="$kind" '/^event: /{ev=substr($0,8)} /^data: /{ if (ev==k) print substr($0,7)}' "$file" |
    while IFS= read -r line; do printf '%s' "$line" | base64 -d; done
}

sse_exit() {
  sed -n '/^event: exit$/{n;s/^data: {"exit_code":\(-\{0,1\}[0-9]*\)}$/\1/p}' "$1"
}

mkjson() { # EXTRA_JSON ARGV... -> request body on stdout
  python3 -c 'import json,sys; d=json.loads(sys.argv[1]); d["argv"]=sys.argv[2:]; print(json.dumps(d))' "$@"
}

xrun() {
  local id=$1 extra=$2; shift 2
  mkjson "$extra" "$@" >"$T_TMP/req.json"
  H_STATUS=$(curl -sS -N -o "$T_TMP/sse" -D "$T_TMP/hdr" -w '%{http_code}' -X POST \
    -H "Authorization: Bearer $SANDBOX_API_KEY" -H 'Content-Type: application/json' \
    ${XH[@]+"${XH[@]}"} --data-binary @"$T_TMP/req.json" "$SBX_URL/v1/sandbox/$id/exec")
  X_OUT=$(sse_data stdout "$T_TMP/sse" | tr -d '\0')
  X_ERR=$(sse_data stderr "$T_TMP/sse" | tr -d '\0')
  X_EXIT=$(sse_exit "$T_TMP/sse")
  H_BODY=$(tr -d '\0' <"$T_TMP/sse")
}
sh_x() { local id=$1; shift; xrun "$id" '{}' bash -c "$1"; }
# ev_x ID 'line': runs the line in the exec's own shell (eval), so that cd and
# export reach a session's state; bash -c would run them in a child shell.
ev_x() { local id=$1; shift; xrun "$id" '{}' eval "$1"; }

# jpy 'python expr on d': true when the expression holds for the last JSON body
jpy() { python3 -c 'import json,sys; d=json.load(open(sys.argv[2])); sys.exit(0 if eval(sys.argv[1]) else 1)' "$1" "$T_TMP/body" 2>/dev/null; }
