#!/usr/bin/env bash
# sbxd's locale archive (server/locale.c): on a host without
# /usr/lib/locale/locale-archive, sandboxes get one built from the host's
# compiled locales, bound read-only over /usr/lib/locale, so that a program's
# setlocale() under LANG=C.UTF-8 maps one file instead of opening a dozen.
# Checked: the same locales and the same UTF-8 behaviour inside, one locale
# file opened by a bash start (strace), nothing a sandbox can write, the
# host's directory untouched, a fresh archive at each start (not through a
# link planted in the state dir), and a host archive left alone.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"

HOST=/usr/lib/locale
host_listing=$(ls -A "$HOST" | sort | tr '\n' ' ')
host_locales=$(locale -a | sort | tr '\n' ' ')
VICTIM=$T_TMP/victim
mkdir -p "$VICTIM" && echo keep >"$VICTIM/file"
SBXD_STATE=$T_TMP/state
mkdir -p "$SBXD_STATE"
# a link where sbxd keeps the archive: its rebuild must remove the link, not
# what it points at
ln -s "$VICTIM" "$SBXD_STATE/locale"
t_start_sbxd
A=loca

sh_x $A 'locale -a | sort | tr "\n" " "'
t_eq "the sandbox has the host's locales" "$host_locales" "$X_OUT"
sh_x $A 'echo "$LANG"; printf %s "é€" | wc -m; python3 -c "import locale; print(locale.setlocale(locale.LC_ALL, str()), locale.getpreferredencoding())"'
t_eq "LANG=C.UTF-8 is in effect inside (characters, not bytes; python's locale)" \
  "C.UTF-8
2
C.UTF-8 UTF-8" "$X_OUT"
sh_x $A 'v=ÉTÉ; echo "${v,,}"; [[ é == ? ]] && echo one-character; printf "%s\n" é | grep -c "^.$"'
t_eq "case mapping and matching work by character (bash, grep)" "été
one-character
1" "$X_OUT"
sh_x $A "touch $HOST/x 2>&1; rm -f $HOST/* 2>&1; ls -A $HOST | wc -l"
t_check "a sandbox cannot write its /usr/lib/locale" \
  env OUT="$X_OUT" bash -c '[[ $OUT == *"Read-only file system"* ]]'
t_eq "the host's $HOST is untouched" "$host_listing" "$(ls -A "$HOST" | sort | tr '\n' ' ')"
t_eq "a link planted at STATE/locale: what it points at is untouched, nothing added" "file keep" \
  "$(ls -A "$VICTIM" | tr '\n' ' ')$(cat "$VICTIM/file" 2>&1)"
t_check "no build directory is left in the state directory" test ! -e "$SBXD_STATE/locale.new"

if [ -e "$HOST/locale-archive" ]; then
  # the host's own archive: sbxd builds nothing, the sandbox sees the host's
  sh_x $A "ls -A $HOST | sort | tr '\n' ' '"
  t_eq "with a host archive, the sandbox sees the host's $HOST" "$host_listing" "$X_OUT"
  t_check "with a host archive, sbxd builds none" test ! -e "$SBXD_STATE/locale/usr/lib/locale/locale-archive"
  t_done
fi

ARCH=$SBXD_STATE/locale/usr/lib/locale/locale-archive
t_check "sbxd built STATE/locale/.../locale-archive (a file, 0644, in a real directory)" \
  bash -c "[ ! -L '$SBXD_STATE/locale' ] && [ -f '$ARCH' ] && [ \"\$(stat -c %a '$ARCH')\" = 644 ]"
# the names glibc files the host's directories under (codeset normalised)
archived_names() {
  for d in "$HOST"/*/; do [ -e "$d/LC_CTYPE" ] && basename "$d"; done | python3 -c '
import re, sys
for n in sys.stdin.read().split():
    m = re.match(r"([^.@]*)(?:\.([^@]*))?(@.*)?$", n)
    cs = m.group(2)
    if cs is not None:
        cs = "".join(c.lower() for c in cs if c.isalnum())
        cs = cs if any(c.isalpha() for c in cs) else "iso" + cs
        n = m.group(1) + "." + cs + (m.group(3) or "")
    print(n)' | sort -u | tr '\n' ' '
}
t_eq "it holds every compiled locale of the host" "$(archived_names)" \
  "$(localedef --prefix="$SBXD_STATE/locale" --list-archive | sort -u | tr '\n' ' ')"
sh_x $A "ls -A $HOST"
t_eq "the sandbox's $HOST is the archive" "locale-archive" "$X_OUT"
if command -v strace >/dev/null; then
  sh_x $A "strace -f -e trace=openat,open -o /tmp/tr bash -c true && grep -c '$HOST' /tmp/tr; grep '$HOST' /tmp/tr | grep -c ENOENT"
  t_eq "a bash start opens one locale file (the archive) and misses none" "1
0" "$X_OUT"
else
  not_ok "strace is missing (scripts/install-deps installs it)"
fi

# a restart with the host's locales unchanged keeps the archive in use (a
# sandbox of another sbxd on this state directory may have it bound)
ino=$(stat -c %i "$ARCH")
t_stop_sbxd
t_start_sbxd
t_eq "a restart, nothing changed: the same archive file" "$ino" "$(stat -c %i "$ARCH")"

# one that differs (the host's locales changed between two starts) is
# replaced: a stray file in the old tree is gone, an emptied archive is
# whole again
echo stray >"$SBXD_STATE/locale/usr/lib/locale/stray"
size=$(stat -c %s "$ARCH")
: >"$ARCH"
t_stop_sbxd
t_start_sbxd
sh_x $A "ls -A $HOST; locale -a | sort | tr '\n' ' '; echo; printf %s é | wc -m"
t_eq "after a restart: the archive alone, the same locales, UTF-8" "locale-archive
$host_locales
1" "$X_OUT"
t_eq "after a restart: the archive is whole again" "$size" "$(stat -c %s "$ARCH")"
t_check "sbxd said nothing about locales in its log" bash -c "! grep -q 'locale archive' '$SBXD_LOG'"
t_done
