/* posix.c — POSIX file and process operations, on /fs or on exec.
 *
 * The bridge offers no stat, listing, rename or process table, so each of
 * these is ONE exec of a small fixed bash script (script.c runs it, parse.c
 * reads its output strictly, errno.c turns its stderr into the errno).
 * Scripts run with LC_ALL=C, so the message of the failing tool (e.g. "mv:
 * cannot move 'a' to 'b': Directory not empty") maps back through glibc's
 * own strerror texts, or the script names the errno itself ("sbx-errno
 * EEXIST") where a tool has no errno to report. Only coreutils, findutils,
 * bash and /proc are assumed.
 *
 * sbxd offers the file operations natively (the POST /fs extension, ~1 ms
 * instead of a process): each one goes through try_fs() first, the one
 * prologue, and falls back to its script on -ENOSYS.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "fsext.h"
#include "http.h"
#include "parse.h"
#include "script.h"

#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE (1 << 0)
#endif
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

#define LISTING_MAX (256u << 20)
#define SMALL_MAX (1u << 20)

/* ---- the prologue of every operation ---------------------------------------------- */

static __thread struct sbx_after last_after;

/* Every operation starts here: it also forgets what the previous one left. */
static int check_path(const char *path)
{
	memset(&last_after, 0, sizeof(last_after));
	if (!path || path[0] != '/') {
		sbx_set_error("sandbox paths must be absolute");
		return -EINVAL;
	}
	return 0;
}

void sbx_last_after(struct sbx_after *out)
{
	*out = last_after;
}

/* The one prologue of the operations sbxd's /fs can do: checks path (and
 * q->to), forgets what the previous operation left, and has the server do
 * q natively where it offers /fs (~1 ms instead of a process; never with
 * SBX_NO_EXTENSIONS=1, and not once a server was seen without it, see
 * fsext.c). -ENOSYS: the exec path must do the job. Else the operation's
 * result, with the answer in *res when res is not NULL (the caller releases
 * it). q NULL: the exec path only. */
static int try_fs(struct sbx_client *c, const char *id, const char *op, const char *path,
		  struct sbx_fs_req *q, struct sbx_fs_res *res)
{
	struct sbx_fs_res dummy;
	int rc = check_path(path);

	if (rc == 0 && q && q->to)
		rc = check_path(q->to);
	if (rc < 0)
		return rc;
	if (!q || !sbx_api_fs_usable(c, path))
		return -ENOSYS;
	q->op = op;
	q->path = path;
	rc = sbx_api_fs(c, id, q, res ? res : &dummy);
	if (rc == 0)
		last_after = (res ? res : &dummy)->after;
	if (rc == 0 && !res)
		sbx_fs_res_release(&dummy);
	return rc;
}

/* A script whose only output is its exit status. */
static int run_simple(struct sbx_client *c, const char *id, const char *op, const char *script,
		      const char *const *args)
{
	return sbx_run_script(c, id, op, script, args, false, NULL, NULL);
}

/* try_fs, else the script (for operations that answer nothing). */
static int fs_or_script(struct sbx_client *c, const char *id, const char *op, const char *path,
			struct sbx_fs_req *q, const char *script, const char *const *args)
{
	int rc = try_fs(c, id, op, path, q, NULL);

	return rc != -ENOSYS ? rc : run_simple(c, id, op, script, args);
}

static __thread long creator_uid = -1, creator_gid = -1;

void sbx_thread_set_creator(uid_t uid, gid_t gid)
{
	creator_uid = uid == (uid_t)-1 ? -1 : (long)uid;
	creator_gid = gid == (gid_t)-1 ? -1 : (long)gid;
}

static void fs_req_init(struct sbx_fs_req *q)
{
	memset(q, 0, sizeof(*q));
	q->mode = -1;
	q->size = -1;
	q->ouid = creator_uid;
	q->ogid = creator_gid;
}

static const char LSTAT_SCRIPT[] =
    "set -o pipefail; find \"$1\" -maxdepth 0 -printf '" SBX_FIND_FMT "' | base64 -w0\n";

int sbx_lstat(struct sbx_client *c, const char *id, const char *path, struct sbx_stat *st,
	      char **link)
{
	const char *args[] = {path, NULL};
	struct sbx_fs_req q;
	struct sbx_fs_res res;
	struct sbx_buf out;
	struct sbx_stat s;
	char *l = NULL;
	int rc;

	fs_req_init(&q);
	rc = try_fs(c, id, "lstat", path, &q, &res);
	if (rc != -ENOSYS) {
		if (rc < 0)
			return rc;
		*st = res.st;
		if (link) {
			*link = res.link;
			res.link = NULL;
		}
		sbx_fs_res_release(&res);
		return 0;
	}
	rc = sbx_run_collect(c, id, "lstat", LSTAT_SCRIPT, args, true, SMALL_MAX, &out);
	if (rc < 0)
		return rc;
	rc = sbx_parse_stat(out.data ? out.data : "", out.len, &s, link ? &l : NULL);
	sbx_buf_release(&out);
	if (rc < 0) {
		sbx_set_error("lstat %s: malformed answer", path);
		return rc;
	}
	*st = s;
	if (link)
		*link = l;
	return 0;
}

static const char LISTDIR_SCRIPT[] =
    "set -o pipefail; cd -- \"$1\" || exit 1\n"
    "find . -ignore_readdir_race -mindepth 1 -maxdepth 1 -printf '" SBX_FIND_FMT "' | base64 -w0\n";

int sbx_listdir(struct sbx_client *c, const char *id, const char *path, struct sbx_dir *out)
{
	const char *args[] = {path, NULL};
	struct sbx_fs_req q;
	struct sbx_fs_res res;
	struct sbx_buf b;
	struct sbx_dir d;
	int rc;

	fs_req_init(&q);
	rc = try_fs(c, id, "list", path, &q, &res);
	if (rc != -ENOSYS) {
		if (rc == 0)
			*out = res.dir;
		return rc;
	}
	rc = sbx_run_collect(c, id, "listdir", LISTDIR_SCRIPT, args, true, LISTING_MAX, &b);
	if (rc < 0)
		return rc;
	rc = sbx_parse_listing(b.data ? b.data : "", b.len, &d);
	sbx_buf_release(&b);
	if (rc < 0) {
		sbx_set_error("listdir %s: malformed answer", path);
		return rc;
	}
	*out = d;
	return 0;
}

/* ---- files and directories ------------------------------------------------------- */

int sbx_mkdir(struct sbx_client *c, const char *id, const char *path, mode_t mode)
{
	char m[16];
	const char *args[] = {path, m, NULL};
	struct sbx_fs_req q;

	fs_req_init(&q);
	q.mode = (long)(mode & 07777);
	snprintf(m, sizeof(m), "%o", (unsigned)(mode & 07777));
	return fs_or_script(c, id, "mkdir", path, &q, "mkdir -m \"$2\" -- \"$1\"\n", args);
}

/* noclobber makes bash open with O_EXCL; when that fails for a name that
 * does not exist, the second try gives the real error in words. The new
 * file is chmod'ed to the exact mode (the shell's umask applied). */
static const char CREATE_SCRIPT[] =
    "set -o pipefail; set -C\n"
    "if : >\"$1\" 2>/dev/null; then chmod -- \"$2\" \"$1\" || exit 1\n"
    "elif [ -e \"$1\" ] || [ -L \"$1\" ]; then [ \"$3\" = excl ] && sbx_err EEXIST\n"
    "else : >\"$1\" || exit 1; fi\n"
    "find \"$1\" -maxdepth 0 -printf '" SBX_FIND_FMT "' | base64 -w0\n";

int sbx_create(struct sbx_client *c, const char *id, const char *path, mode_t mode, bool excl,
	       struct sbx_stat *st)
{
	char m[16];
	const char *args[] = {path, m, excl ? "excl" : "", NULL};
	struct sbx_fs_req q;
	struct sbx_fs_res res;
	struct sbx_buf out;
	struct sbx_stat s;
	int rc;

	fs_req_init(&q);
	q.mode = (long)(mode & 07777);
	q.excl = excl;
	rc = try_fs(c, id, "create", path, &q, &res);
	if (rc != -ENOSYS) {
		if (rc < 0)
			return rc;
		s = res.st;
		rc = res.have_st ? 0 : -EIO;
		sbx_fs_res_release(&res);
		if (rc < 0) {
			sbx_set_error("create %s: no attributes in the answer", path);
			return rc;
		}
		*st = s;
		return 0;
	}
	snprintf(m, sizeof(m), "0%04o", (unsigned)(mode & 07777));
	rc = sbx_run_collect(c, id, "create", CREATE_SCRIPT, args, true, SMALL_MAX, &out);
	if (rc < 0)
		return rc;
	rc = sbx_parse_stat(out.data ? out.data : "", out.len, &s, NULL);
	sbx_buf_release(&out);
	if (rc < 0) {
		sbx_set_error("create %s: malformed answer", path);
		return rc;
	}
	*st = s;
	return 0;
}

int sbx_link(struct sbx_client *c, const char *id, const char *from, const char *to)
{
	const char *args[] = {from, to, NULL};
	struct sbx_fs_req q;

	fs_req_init(&q);
	q.to = to;
	if (!to)
		return check_path(to);
	/* -P: a symlink at `from` is linked itself, as link(2) does */
	return fs_or_script(c, id, "link", from, &q, "exec ln -P -T -- \"$1\" \"$2\"\n", args);
}

/* FIFOs with mkfifo; a UNIX socket needs a process that binds one (only
 * coreutils are assumed: python3 when the sandbox has it, else EPERM). A
 * socket address holds 107 bytes: bound from its directory, any path whose
 * last name fits works; a longer name is ENAMETOOLONG. */
static const char MKNOD_SCRIPT[] =
    "case $3 in\n"
    "fifo) exec mkfifo -m \"$2\" -- \"$1\";;\n"
    "sock) if [ -e \"$1\" ] || [ -L \"$1\" ]; then sbx_err EEXIST; fi\n"
    "  command -v python3 >/dev/null || sbx_err EPERM\n"
    "  cd -- \"${1%/*}/\" || exit 1\n"
    "  [ ${#4} -lt 108 ] || sbx_err ENAMETOOLONG\n"
    "  exec python3 -c 'import os, socket, sys\n"
    "s = socket.socket(socket.AF_UNIX)\n"
    "s.bind(sys.argv[1])\n"
    "os.chmod(sys.argv[1], int(sys.argv[2], 8))' \"$4\" \"$2\";;\n"
    "esac\n"
    "sbx_err EPERM\n";

int sbx_mknod(struct sbx_client *c, const char *id, const char *path, mode_t mode)
{
	char m[16];
	const char *slash = strrchr(path, '/');
	const char *args[] = {path, m, S_ISFIFO(mode) ? "fifo" : "sock", slash ? slash + 1 : path,
			      NULL};
	struct sbx_fs_req q;
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	if (S_ISREG(mode)) {
		struct sbx_stat st;

		return sbx_create(c, id, path, mode & 07777, true, &st);
	}
	if (!S_ISFIFO(mode) && !S_ISSOCK(mode)) {
		sbx_set_error("mknod: device nodes cannot be made in a sandbox");
		return -EPERM;
	}
	fs_req_init(&q);
	q.mode = (long)(mode & (S_IFMT | 07777));
	snprintf(m, sizeof(m), "%04o", (unsigned)(mode & 07777));
	return fs_or_script(c, id, "mknod", path, &q, MKNOD_SCRIPT, args);
}

int sbx_rmdir(struct sbx_client *c, const char *id, const char *path)
{
	const char *args[] = {path, NULL};
	struct sbx_fs_req q;

	fs_req_init(&q);
	return fs_or_script(c, id, "rmdir", path, &q, "rmdir -- \"$1\"\n", args);
}

int sbx_unlink(struct sbx_client *c, const char *id, const char *path)
{
	const char *args[] = {path, NULL};
	struct sbx_fs_req q;

	fs_req_init(&q);
	return fs_or_script(c, id, "unlink", path, &q, "unlink -- \"$1\"\n", args);
}

/* rename(2) semantics from `mv -T`: -T makes mv treat the destination as the
 * name to replace (never "move into the directory"), and within one file
 * system mv calls rename(2) itself, so replacing is atomic for readers. Where
 * mv refuses in words (directory over file and the like), line_errno() maps
 * the words to rename's errno. mv says "are the same file" for two hard
 * links of one file, where rename(2) succeeds doing nothing, and for a
 * symlink moved onto its own target, which rename(2) replaces by the link
 * (found by tests/fs_exerciser.py: mv refused, and we said success); ln
 * refuses that too, so the link is made anew (not atomically). */
static const char RENAME_SCRIPT[] =
    "out=$(mv -T -- \"$1\" \"$2\" 2>&1) && exit 0\n"
    "case $out in *' are the same file')\n"
    "  [ \"$(stat -c %d:%i -- \"$1\")\" = \"$(stat -c %d:%i -- \"$2\")\" ] && exit 0\n"
    "  if [ -d \"$2\" ] && [ ! -L \"$2\" ]; then sbx_err EISDIR; fi\n"
    "  t=$(readlink -- \"$1\") && rm -f -- \"$2\" && ln -s -- \"$t\" \"$2\" && exec unlink -- "
    "\"$1\"\n"
    "  exit 1;;\n"
    "esac\n"
    "printf '%s\\n' \"$out\" >&2; exit 1\n";

/* RENAME_NOREPLACE: link(2) fails atomically with EEXIST, so for anything
 * but a directory we hard-link the new name and then unlink the old one (the
 * rename is not atomic, but the no-replace check is). Directories cannot be
 * hard-linked: for them (and on file systems without hard links) we check,
 * then `mv -T` — a window in which a racing creator could be replaced. No
 * coreutils tool exposes renameat2(RENAME_NOREPLACE) with an error when the
 * target exists (`mv -n` silently does nothing), hence this. */
static const char RENAME_NOREPLACE_SCRIPT[] =
    "if [ -d \"$1\" ] && [ ! -L \"$1\" ]; then :\n"
    "elif ln -P -T -- \"$1\" \"$2\" 2>/dev/null; then exec unlink -- \"$1\"\n"
    "fi\n"
    "if [ -e \"$2\" ] || [ -L \"$2\" ]; then sbx_err EEXIST; fi\n"
    "exec mv -T -- \"$1\" \"$2\"\n";

/* RENAME_EXCHANGE: renameat2(2) itself, through python3 when the sandbox
 * has it (no coreutils tool swaps two names); EINVAL otherwise, as a file
 * system without the flag answers. */
static const char EXCHANGE_SCRIPT[] =
    "command -v python3 >/dev/null || sbx_err EINVAL\n"
    "exec python3 -c 'import ctypes, errno, os, sys\n"
    "l = ctypes.CDLL(None, use_errno=True)\n"
    "if l.renameat2(-100, os.fsencode(sys.argv[1]), -100, os.fsencode(sys.argv[2]), 2):\n"
    "    sys.stderr.write(\"sbx-errno %s\\n\" % errno.errorcode[ctypes.get_errno()])\n"
    "    sys.exit(1)' \"$1\" \"$2\"\n";

int sbx_rename(struct sbx_client *c, const char *id, const char *from, const char *to,
	       unsigned flags)
{
	const char *args[] = {from, to, NULL};
	struct sbx_fs_req q;
	int rc = check_path(from);

	if (rc == 0)
		rc = check_path(to);
	if (rc < 0)
		return rc;
	if ((flags & ~(unsigned)(RENAME_NOREPLACE | RENAME_EXCHANGE)) ||
	    (flags & RENAME_NOREPLACE && flags & RENAME_EXCHANGE)) {
		sbx_set_error("rename: bad flags");
		return -EINVAL;
	}
	fs_req_init(&q);
	q.to = to;
	q.flags = flags & RENAME_EXCHANGE    ? "exchange"
		  : flags & RENAME_NOREPLACE ? "noreplace"
					     : NULL;
	return fs_or_script(c, id, "rename", from, &q,
			    flags & RENAME_EXCHANGE    ? EXCHANGE_SCRIPT /* no tool swaps names */
			    : flags & RENAME_NOREPLACE ? RENAME_NOREPLACE_SCRIPT
						       : RENAME_SCRIPT,
			    args);
}

/* truncate -c never creates, but is silent about a missing file: stat -L
 * first gives truncate(2)'s ENOENT/ENOTDIR/ELOOP. */
static const char TRUNCATE_SCRIPT[] = "stat -L --printf= -- \"$1\" || exit 1\n"
				      "exec truncate -c -s \"$2\" -- \"$1\"\n";

int sbx_truncate(struct sbx_client *c, const char *id, const char *path, off_t size)
{
	char s[32];
	const char *args[] = {path, s, NULL};
	struct sbx_fs_req q;
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	if (size < 0) {
		sbx_set_error("truncate: negative size");
		return -EINVAL;
	}
	fs_req_init(&q);
	q.size = size;
	snprintf(s, sizeof(s), "%jd", (intmax_t)size);
	return fs_or_script(c, id, "truncate", path, &q, TRUNCATE_SCRIPT, args);
}

int sbx_chmod(struct sbx_client *c, const char *id, const char *path, mode_t mode)
{
	char m[16];
	const char *args[] = {path, m, NULL};
	struct sbx_fs_req q;

	fs_req_init(&q);
	q.mode = (long)(mode & 07777);
	/* Five digits: GNU chmod then also clears set-id bits of directories. */
	snprintf(m, sizeof(m), "0%04o", (unsigned)(mode & 07777));
	return fs_or_script(c, id, "chmod", path, &q, "exec chmod -- \"$2\" \"$1\"\n", args);
}

/* $2 atime, $3 mtime: "omit", "now" or "@SEC.NSEC". touch -c never creates
 * (so stat first, for the ENOENT utimensat would give); -h: the link itself. */
static const char UTIMENS_SCRIPT[] =
    "p=$1\n"
    "stat --printf= -- \"$p\" || exit 1\n"
    "t() { case $2 in omit) return 0;; now) touch -h -c $1 -- \"$p\";;"
    " *) touch -h -c $1 -d \"$2\" -- \"$p\";; esac; }\n"
    "if [ \"$2\" = \"$3\" ]; then t '' \"$2\"; exit; fi\n"
    "t -a \"$2\" && t -m \"$3\"\n";

static void time_arg(const struct timespec *ts, char *out, size_t n)
{
	if (ts->tv_nsec == UTIME_OMIT)
		snprintf(out, n, "omit");
	else if (ts->tv_nsec == UTIME_NOW)
		snprintf(out, n, "now");
	else {
		out[0] = '@';
		sbx_ts_decimal(ts, out + 1, n - 1);
	}
}

int sbx_utimens(struct sbx_client *c, const char *id, const char *path, const struct timespec ts[2])
{
	char a[48], m[48];
	const char *args[] = {path, a, m, NULL};
	struct timespec now[2] = {{0, UTIME_NOW}, {0, UTIME_NOW}};
	struct sbx_fs_req q;
	int rc = check_path(path);

	if (rc < 0)
		return rc;
	if (!ts)
		ts = now;
	if ((ts[0].tv_nsec != UTIME_OMIT && ts[0].tv_nsec != UTIME_NOW &&
	     (ts[0].tv_nsec < 0 || ts[0].tv_nsec > 999999999)) ||
	    (ts[1].tv_nsec != UTIME_OMIT && ts[1].tv_nsec != UTIME_NOW &&
	     (ts[1].tv_nsec < 0 || ts[1].tv_nsec > 999999999))) {
		sbx_set_error("utimens: bad nanoseconds");
		return -EINVAL;
	}
	if (ts[0].tv_nsec == UTIME_OMIT && ts[1].tv_nsec == UTIME_OMIT)
		return 0;
	fs_req_init(&q);
	q.ts = ts;
	time_arg(&ts[0], a, sizeof(a));
	time_arg(&ts[1], m, sizeof(m));
	return fs_or_script(c, id, "utimens", path, &q, UTIMENS_SCRIPT, args);
}

int sbx_symlink(struct sbx_client *c, const char *id, const char *target, const char *linkpath)
{
	const char *args[] = {target, linkpath, NULL};
	struct sbx_fs_req q;
	int rc = check_path(linkpath);

	if (rc < 0)
		return rc;
	if (!target) {
		sbx_set_error("symlink: no target");
		return -EINVAL;
	}
	fs_req_init(&q);
	q.target = target;
	/* sbxd refuses an empty target; symlink(2) says ENOENT: the script */
	return fs_or_script(c, id, "symlink", linkpath, *target ? &q : NULL,
			    "exec ln -s -T -- \"$1\" \"$2\"\n", args);
}

/* $2/$3: owner and group: a number, "" (unchanged) or "@" (the sandbox's
 * own user: the owner of /workspace). chown -h: a symlink itself. */
static const char CHOWN_SCRIPT[] = "u=$2 g=$3\n"
				   "[ \"$u\" = @ ] && { u=$(stat -c %u /workspace) || exit 1; }\n"
				   "[ \"$g\" = @ ] && { g=$(stat -c %g /workspace) || exit 1; }\n"
				   "if [ -n \"$u\" ] && [ -n \"$g\" ]; then s=$u:$g\n"
				   "elif [ -n \"$u\" ]; then s=$u\n"
				   "elif [ -n \"$g\" ]; then s=:$g\n"
				   "else exec stat --printf= -- \"$1\"; fi\n"
				   "exec chown -h -- \"$s\" \"$1\"\n";

int sbx_chown(struct sbx_client *c, const char *id, const char *path, uid_t uid, gid_t gid,
	      uid_t self_uid, gid_t self_gid)
{
	char u[24] = "", g[24] = "";
	const char *args[] = {path, u, g, NULL};
	struct sbx_fs_req q;

	fs_req_init(&q);
	q.uid = uid == (uid_t)-1 ? -1 : (long)uid;
	q.gid = gid == (gid_t)-1 ? -1 : (long)gid;
	if (uid != (uid_t)-1)
		snprintf(u, sizeof(u), uid == self_uid ? "@" : "%u", (unsigned)uid);
	if (gid != (gid_t)-1)
		snprintf(g, sizeof(g), gid == self_gid ? "@" : "%u", (unsigned)gid);
	return fs_or_script(c, id, "chown", path, &q, CHOWN_SCRIPT, args);
}

int sbx_readlink(struct sbx_client *c, const char *id, const char *path, char **target)
{
	struct sbx_fs_req q;
	struct sbx_fs_res res;
	struct sbx_stat st;
	char *l = NULL;
	int rc;

	fs_req_init(&q);
	rc = try_fs(c, id, "readlink", path, &q, &res);
	if (rc != -ENOSYS) {
		if (rc < 0)
			return rc;
		*target = res.link;
		return 0;
	}
	rc = sbx_lstat(c, id, path, &st, &l);

	if (rc < 0)
		return rc;
	if (!S_ISLNK(st.mode)) {
		sbx_set_error("readlink %s: not a symbolic link", path);
		return -EINVAL;
	}
	*target = l;
	return 0;
}

int sbx_statfs(struct sbx_client *c, const char *id, const char *path, struct statvfs *out)
{
	const char *args[] = {path, NULL};
	struct statvfs sv;
	struct sbx_fs_req q;
	struct sbx_fs_res res;
	struct sbx_buf b;
	int rc;

	fs_req_init(&q);
	rc = try_fs(c, id, "statfs", path, &q, &res);
	if (rc != -ENOSYS) {
		if (rc == 0)
			*out = res.sv;
		return rc;
	}
	rc = sbx_run_collect(c, id, "statfs",
			     "exec stat -f --printf '%S %s %b %f %a %c %d %l %i\\n' -- \"$1\"\n",
			     args, false, 4096, &b);
	if (rc < 0)
		return rc;
	rc = sbx_parse_statfs(b.data ? b.data : "", &sv);
	sbx_buf_release(&b);
	if (rc < 0) {
		sbx_set_error("statfs %s: malformed answer", path);
		return rc;
	}
	*out = sv;
	return 0;
}

/* Builtins only inside the loop (read, mapfile, printf), so the script's own
 * children are just the loop's subshell and base64, both children of $$,
 * which the parser drops. A command line is shown to its first 4096
 * characters (256 arguments): a sandbox's processes choose theirs, and 40
 * of 2 MB put the whole listing past its 64 MiB bound, hiding every
 * process (EFBIG). On a next server the exec wrappers (next_exec.c:
 * "bash -c WRAP sbx-exec ...", this listing's own parent among them) are
 * left out too: sbxfs's machinery, not the sandbox's processes (a
 * command's own process is the wrapper's child). */
static const char PS_SCRIPT[] =
    "set -o pipefail\n"
    "bt=; while read -r k v; do [ \"$k\" = btime ] && bt=$v; done </proc/stat\n"
    "hz=$(getconf CLK_TCK) || hz=100\n"
    "self=$$\n"
    "{ printf 'H\\0%s\\0%s\\0%s\\0' \"$bt\" \"$hz\" \"$self\"\n"
    "for d in /proc/[0-9]*; do\n"
    "  st=; IFS= read -r -d '' st <\"$d/stat\" 2>/dev/null\n"
    "  [ -n \"$st\" ] || continue\n"
    "  a=(); mapfile -d '' -t -n 256 a <\"$d/cmdline\" 2>/dev/null; c=\"${a[*]}\"\n"
    "  [ \"${a[1]-}\" = -c ] && [ \"${a[3]-}\" = sbx-exec ] && continue\n"
    "  printf 'P\\0%s\\0%s\\0' \"$st\" \"${c:0:4096}\"\n"
    "done; } | base64 -w0\n";

int sbx_ps(struct sbx_client *c, const char *id, struct sbx_proc **procs, size_t *n)
{
	struct sbx_buf b;
	int rc;

	rc = sbx_run_collect(c, id, "ps", PS_SCRIPT, NULL, true, 64u << 20, &b);
	if (rc < 0)
		return rc;
	rc = sbx_parse_ps(b.data ? b.data : "", b.len, procs, n);
	sbx_buf_release(&b);
	if (rc < 0)
		sbx_set_error("ps: malformed answer");
	return rc;
}

/* A process that leads its group (as spawn's do) is signalled with its
 * whole group, so that its children go too. When the signal ends the
 * process (its default action terminates and it neither catches nor
 * ignores it: /proc/PID/status), the script waits (at most 2 s) until the
 * process is gone, or a zombie its own parent has to reap, so that a
 * listing made right after the kill no longer shows it. */
static const char KILL_SCRIPT[] =
    "st=; IFS= read -r -d '' st <\"/proc/$1/stat\" 2>/dev/null\n"
    "[ -n \"$st\" ] || sbx_err ESRCH\n"
    "r=${st##*) }; set -- \"$1\" \"$2\" $r\n"
    "if [ \"$5\" = \"$1\" ] && kill -n \"$2\" -- \"-$1\" 2>/dev/null; then :\n"
    "else kill -n \"$2\" -- \"$1\" || exit 1; fi\n"
    "case $2 in 17|18|19|20|21|22|23|28) exit 0;; esac\n"
    "cgt=0 ign=0\n"
    "while read -r k v; do case $k in SigCgt:) cgt=$v;; SigIgn:) ign=$v;; esac\n"
    "done <\"/proc/$1/status\" 2>/dev/null\n"
    "[ \"$2\" != 9 ] && (( (((0x$cgt | 0x$ign) >> ($2 - 1)) & 1) )) && exit 0\n"
    "for ((i = 0; i < 100; i++)); do\n"
    "  st=; IFS= read -r -d '' st <\"/proc/$1/stat\" 2>/dev/null\n"
    "  [ -n \"$st\" ] || exit 0\n"
    "  r=${st##*) }; set -- \"$1\" \"$2\" $r\n"
    "  [ \"$3\" = Z ] && [ \"$4\" != 1 ] && exit 0\n"
    "  sleep 0.02\n"
    "done; exit 0\n";

int sbx_kill(struct sbx_client *c, const char *id, int pid, int sig)
{
	char p[16], s[16];
	const char *args[] = {p, s, NULL};

	if (pid <= 0 || sig < 0 || sig > 64) {
		sbx_set_error("kill: bad pid or signal");
		return -EINVAL;
	}
	/* pid 1 is the sandbox's init (sbxd-init, or the container's): the
	 * kernel drops signals it has no handler for, so kill would report
	 * success and do nothing; one it does handle could end the sandbox */
	if (pid == 1) {
		sbx_set_error("kill: pid 1 is the sandbox's init and cannot be signalled");
		return -EPERM;
	}
	snprintf(p, sizeof(p), "%d", pid);
	snprintf(s, sizeof(s), "%d", sig);
	return run_simple(c, id, "kill", KILL_SCRIPT, args);
}

/* In a non-interactive shell a background job stays in the shell's process
 * group, so it is not a group leader and setsid(1) does not fork: the pid $!
 * is the process that becomes nohup, then bash -c CMD (a session and group
 * leader, which sbx_kill signals as a group). Beside the log, a link
 * pid-<pid>-<start time in ticks> names it, so that a later mount finds the
 * log of a process it did not start (SBX_SPAWN_LINKS_SCRIPT). */
static const char SPAWN_SCRIPT[] =
    ": >>\"$2\" || exit 1\n"
    "setsid nohup bash -c \"$1\" >>\"$2\" 2>&1 </dev/null &\n"
    "p=$! st=; IFS= read -r -d '' st </proc/$p/stat 2>/dev/null\n"
    "r=${st##*) }; set -- \"$2\" $r\n"
    "[ -n \"$st\" ] && ln -sfn -- \"${1##*/}\" \"${1%/*}/pid-$p-${21}\" 2>/dev/null\n"
    "echo $p\n";

const char SBX_SPAWN_LINKS_SCRIPT[] = "cd -- \"$1\" 2>/dev/null || exit 0\n"
				      "for l in pid-*; do\n"
				      "  [ -L \"$l\" ] || continue\n"
				      "  p=${l#pid-}; s=${p#*-}; p=${p%%-*}; st=\n"
				      "  IFS= read -r -d '' st </proc/\"$p\"/stat 2>/dev/null\n"
				      "  r=${st##*) }; set -- \"$1\" $r\n"
				      "  if [ -n \"$st\" ] && [ \"${21}\" = \"$s\" ]; then\n"
				      "    printf '%s %s\\n' \"$p\" \"$(readlink -- \"$l\")\"\n"
				      "  else rm -f -- \"$l\"; fi\n"
				      "done; exit 0\n";

int sbx_spawn(struct sbx_client *c, const char *id, const char *cmdline, const char *logpath,
	      int *pid)
{
	const char *args[] = {cmdline, logpath, NULL};
	struct sbx_buf b;
	uint64_t v;
	size_t len;
	int rc;

	if (!cmdline || !logpath || !*logpath) {
		sbx_set_error("spawn: command and log path are required");
		return -EINVAL;
	}
	/* where the server has processes, as one: listed, followed, signalled */
	if (atomic_load(&c->gen_next) >= 0) {
		rc = sbx_next_spawn(c, id, cmdline, logpath, pid);
		if (rc != -ENOSYS)
			return rc;
	}
	rc = sbx_run_collect(c, id, "spawn", SPAWN_SCRIPT, args, false, 256, &b);
	if (rc < 0)
		return rc;
	len = b.len;
	while (len > 0 && b.data[len - 1] == '\n')
		len--;
	rc = sbx_parse_u64(b.data ? b.data : "", len, 10, &v);
	sbx_buf_release(&b);
	if (rc < 0 || v == 0 || v > INT32_MAX) {
		sbx_set_error("spawn: no pid in the answer");
		return -EIO;
	}
	*pid = (int)v;
	return 0;
}

int sbx_listening_ports(struct sbx_client *c, const char *id, int **ports, size_t *n)
{
	struct sbx_buf b;
	int rc;

	rc = sbx_run_collect(c, id, "ports",
			     "cat /proc/net/tcp /proc/net/tcp6 2>/dev/null; exit 0\n", NULL, false,
			     16u << 20, &b);
	if (rc < 0)
		return rc;
	rc = sbx_parse_ports(b.data ? b.data : "", b.len, ports, n);
	sbx_buf_release(&b);
	if (rc < 0)
		sbx_set_error("ports: malformed /proc/net/tcp");
	return rc;
}
