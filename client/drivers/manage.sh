# manage.sh — code contexts, the language-independent half (bash).
#
# libsbx (client/contexts.c) sends this text with every context operation
# as one exec:  bash -c "$MANAGE" sbx OP PYDRIVER JSDRIVER [ARGS...]
# It is never installed: only the interpreter drivers are (PYDRIVER and
# JSDRIVER are their file names, driver-<hash>.py / .js, in $C). Everything
# that does not need an interpreter is done here, so that interrupting,
# restarting, deleting and listing work whatever state the interpreter is in.
#
# Layout: $C/ctx/NAME/ per context (see the files list in python.py). A
# context's interpreter runs as: a supervisor bash (its own session, so it
# outlives this exec) waiting on `setsid DRIVER daemon DIR`; the daemon is
# thus the leader of its own process group, which `interrupt` (SIGINT) and
# `restart`/`delete` (SIGKILL) signal as a whole; the supervisor records the
# daemon's exit status in DIR/exit, which tells a killed interpreter apart.
# DIR/lock (flock) serialises starting, restarting and deleting.
#
# Exit statuses (contexts.c maps them): run passes the driver's 0..4 (the
# cell's outcome); otherwise 0 success, 65 no such context, 66 a driver is
# not installed, 67 the context exists, 68 the interpreter is not in the
# sandbox, 69 the interpreter is running (lang), 70 failure (message on
# stderr), 71 invalid argument.
set -u
C=/tmp/.sbx-contexts
[ $# -ge 3 ] || exit 71
op=$1 PY=$2 JS=$3
shift 3

die() {
	printf 'sbx-context: %s\n' "$2" >&2
	exit "$1"
}

valid_name() { [[ $1 =~ ^[A-Za-z0-9_][A-Za-z0-9._-]{0,63}$ ]]; }

# ctx NAME [new]: sets X, the context's directory; fails on an invalid name
# and, unless "new" is given, when the context does not exist.
ctx() {
	valid_name "$1" || die 71 "invalid context name"
	X=$C/ctx/$1
	[ "${2:-}" = new ] || [ -d "$X" ] || die 65 "no context named $1"
}

lock() {
	exec 9>>"$X/lock" || die 70 "cannot lock $X"
	if command -v flock >/dev/null; then flock 9; fi
}

# alive: the interpreter runs; sets P to its pid (0 when not alive).
alive() {
	P=0
	[ -e "$X/exit" ] && return 1
	local p
	read -r p 2>/dev/null <"$X/pid" || return 1
	[[ $p =~ ^[0-9]+$ ]] && kill -0 "$p" 2>/dev/null || return 1
	P=$p
}

# await_exit: a daemon that just died has its exit status written by its
# supervisor at once; wait for it a little (2 s at most: the supervisor may
# have been killed too).
await_exit() {
	local t0=$SECONDS
	while [ ! -e "$X/exit" ] && [ $((SECONDS - t0)) -lt 2 ]; do sleep 0.02; done
}

# reason: R = how the previous interpreter ended; E = "ended" marker
# (restarted, deleted: on purpose; reported: already told; "": not yet told).
reason() {
	local s=
	E=
	read -r E 2>/dev/null <"$X/ended"
	read -r s 2>/dev/null <"$X/exit"
	if [[ $s =~ ^[0-9]+$ ]]; then
		if [ "$s" -gt 128 ]; then
			R="was killed by SIG$(kill -l $((s - 128)) 2>/dev/null || echo $((s - 128)))"
		else
			R="exited with status $s"
		fi
	else
		R="died (reason unknown)"
	fi
}

# state: S = new | idle | running | ok | error | dead, R the reason when dead.
state() {
	R=
	if alive; then
		read -r S 2>/dev/null <"$X/status" || S=idle
		return
	fi
	S=new
	if [ -e "$X/exit" ] || [ -e "$X/pid" ]; then
		await_exit
		reason
		case $E in restarted | deleted) R= ;; *) S=dead ;; esac
	fi
}

interp() {
	read -r L 2>/dev/null <"$X/lang"
	case $L in
	python) I=python3 D=$C/$PY ;;
	javascript) I=node D=$C/$JS ;;
	*) die 71 "unknown language '$L'" ;;
	esac
}

# start: a fresh interpreter (called with the lock held); waits until it
# listens, or reports why it did not start.
start() {
	rm -f "$X/pid" "$X/exit" "$X/exit.tmp" "$X/ended" "$X/sock" "$X/status" "$X/error"
	mkdir -p "$X/results" || die 70 "cannot create $X/results"
	printf '%s\n' "$D" >"$X/driver"
	: >"$X/log"
	# shellcheck disable=SC2016
	(
		cd /workspace 2>/dev/null || cd /
		exec setsid nohup bash -c '"$@"; s=$?; echo "$s" >"$0/exit.tmp" && mv -f "$0/exit.tmp" "$0/exit"' \
			"$X" setsid "$I" "$D" daemon "$X" </dev/null >>"$X/log" 2>&1 9>&-
	) &
	local t0=$SECONDS
	while [ ! -e "$X/pid" ]; do
		if [ -e "$X/exit" ]; then
			echo reported >"$X/ended"
			printf 'sbx-context: the %s interpreter did not start; its log:\n' "$L" >&2
			tail -c 4000 "$X/log" >&2
			exit 70
		fi
		[ $((SECONDS - t0)) -lt 60 ] || die 70 "the $L interpreter did not start within 60 s"
		sleep 0.02
	done
}

case $op in
create) # NAME LANG
	ctx "$1" new
	mkdir -p -m 700 "$C/ctx" || die 70 "cannot create $C/ctx"
	if ! mkdir -m 700 "$X" 2>/dev/null; then
		[ -e "$X" ] && die 67 "context $1 exists"
		die 70 "cannot create $X"
	fi
	mkdir "$X/results" && printf '%s\n' "$2" >"$X/lang" || die 70 "cannot write $X/lang"
	;;
lang) # NAME LANG
	ctx "$1"
	lock
	alive && die 69 "the interpreter of $1 is running: restart it first"
	printf '%s\n' "$2" >"$X/lang.tmp" && mv -f "$X/lang.tmp" "$X/lang" || die 70 "cannot write $X/lang"
	;;
list) # [NAME]: NUL-separated records name, lang, state, pid, reason, error; base64
	if [ $# -ge 1 ]; then
		ctx "$1"
		names=("$1")
	else
		names=()
		for d in "$C"/ctx/*/; do
			[ -d "$d" ] || continue
			d=${d%/}
			valid_name "${d##*/}" && names+=("${d##*/}")
		done
	fi
	for n in "${names[@]}"; do
		X=$C/ctx/$n
		L=
		read -r L 2>/dev/null <"$X/lang"
		state
		err=
		[ "$S" = error ] && err=$(head -c 1000 "$X/error" 2>/dev/null)
		printf '%s\0' "$n" "$L" "$S" "$P" "$R" "$err"
	done | base64 -w0
	;;
run) # NAME CODE: the cell in base64, or @STAGE (a file staged by `stage`)
	ctx "$1"
	interp
	code=$2
	if [[ $code == @* ]]; then
		[[ $code =~ ^@[A-Za-z0-9]{1,32}$ ]] || die 71 "invalid stage name"
		code=@$X/stage-${code#@}
	fi
	command -v "$I" >/dev/null || die 68 "$L contexts need $I in the sandbox (not found in PATH)"
	lock
	[ -d "$X" ] || die 65 "no context named $1"
	up=
	if alive; then
		up=1 # talk to it with its own driver (an older client may have started it)
		read -r d 2>/dev/null <"$X/driver" && [ -f "$d" ] && D=$d
	fi
	[ -f "$D" ] || exit 66 # silently: libsbx installs the drivers and runs again
	if [ -z "$up" ]; then
		if [ -e "$X/pid" ] || [ -e "$X/exit" ]; then
			await_exit
			reason
			[ -z "$E" ] && printf 'sbx-context: the %s interpreter %s; its state is lost, this cell runs in a fresh one\n' "$L" "$R" >&2
		fi
		start
	fi
	exec 9>&-
	if [ "$I" = python3 ]; then exec python3 -I -S "$D" run "$X" "$code"; fi
	exec "$I" "$D" run "$X" "$code"
	;;
stage) # NAME FILE B64: appends decoded bytes to DIR/stage-FILE (big cells)
	ctx "$1"
	[[ $2 =~ ^[A-Za-z0-9]{1,32}$ ]] || die 71 "invalid stage name"
	printf '%s' "$3" | base64 -d >>"$X/stage-$2" || die 70 "cannot stage the cell"
	;;
results) # NAME: NUL-separated name, size of each result of the latest cell; base64
	ctx "$1"
	cd "$X/results" 2>/dev/null || exit 0
	for f in *; do
		[[ $f =~ ^[0-9]{1,9}\.[a-z]{1,8}$ && -f $f ]] || continue
		printf '%s\0%s\0' "$f" "$(wc -c <"$f")"
	done | base64 -w0
	;;
result) # NAME FILE: the bytes of one result, base64
	ctx "$1"
	[[ $2 =~ ^[0-9]{1,9}\.[a-z]{1,8}$ ]] || die 71 "invalid result name"
	[ -f "$X/results/$2" ] || die 65 "no result $2"
	base64 -w0 <"$X/results/$2" || die 70 "cannot read $2"
	;;
interrupt) # NAME
	ctx "$1"
	if alive; then kill -INT -- "-$P" 2>/dev/null || kill -INT "$P" 2>/dev/null; fi
	exit 0
	;;
restart | delete) # NAME
	ctx "$1"
	lock
	if [ "$op" = delete ]; then
		T=$C/ctx/.deleted.$$.$RANDOM
		mv "$X" "$T" || die 70 "cannot delete $X"
		X=$T
	fi
	why=restarted
	[ "$op" = delete ] && why=deleted
	if alive; then
		echo "$why" >"$X/ended"
		kill -KILL -- "-$P" 2>/dev/null || kill -KILL "$P" 2>/dev/null
		t0=$SECONDS
		while [ ! -e "$X/exit" ] && kill -0 "$P" 2>/dev/null && [ $((SECONDS - t0)) -lt 10 ]; do sleep 0.02; done
	elif [ -e "$X/pid" ] || [ -e "$X/exit" ]; then
		echo "$why" >"$X/ended"
	fi
	if [ "$op" = delete ]; then
		exec 9>&-
		rm -rf "$X" 2>/dev/null || { sleep 0.2; rm -rf "$X"; } || die 70 "cannot remove $X"
	fi
	;;
install) # B64 of the driver named PY or JS (the second argument): FILE B64
	[[ $1 == "$PY" || $1 == "$JS" ]] || die 71 "unknown driver $1"
	mkdir -p -m 700 "$C/ctx" || die 70 "cannot create $C"
	[ -f "$C/$1" ] && exit 0
	printf '%s' "$2" | base64 -d >"$C/.tmp.$$" && mv -f "$C/.tmp.$$" "$C/$1" || die 70 "cannot install $C/$1"
	;;
*)
	die 71 "unknown operation $op"
	;;
esac
exit 0
