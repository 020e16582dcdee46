/* spawn.c — running commands in a sandbox (the bridge's exec): spawn
 * requests to its init and their payload, the output pipes, exit status and
 * timeouts, and running a command to completion. The sessions whose state
 * carries over are exec_sessions.c's.
 *
 * A command's output is read from two pipes whose write ends init gave the
 * command; its exit status arrives on a per-command status socket. The
 * command is over when its status arrived and what it wrote before exiting
 * has been read — background jobs that inherited the pipes (`nohup cmd &`)
 * do not hold the exec open, as in the bridge.
 *
 * Sessions carry shell state (cwd, exported variables) from one exec to the
 * next: the command runs under an EXIT trap that writes $PWD and `env -0` to
 * fd 3, which sbxd reads and applies to the session's next exec
 * (session_save). In --bridge-compat mode nothing is saved, as in
 * Cloudflare's deployment where each session exec runs in a subshell.
 *
 * Locks: sb->lock (sessions) and table->lock (the sandbox's references) are
 * each taken alone, briefly; a running command holds none.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "payload.h"
#include "runtime.h"
#include "strv.h"
#include "sys.h"

#define STATE_MAX (1024 * 1024)
#define STDERR_MAX (64 * 1024)
#define KILL_GRACE_MS 5000
/* After exit, at most this much more output is taken per stream (a
 * background job could otherwise keep the exec open forever). */
#define DRAIN_AFTER_EXIT (1024 * 1024)

/* The EXIT trap a session command runs under; the command text follows on
 * the next line. */
static const char session_trap[] =
    "trap '__sbx_rc=$?; { printf \"%s\\0\" \"$PWD\"; env -0; } >&3 2>/dev/null; "
    "exit $__sbx_rc' EXIT\n";

struct proc {
	struct sandbox *sb;
	int out_fd, err_fd, status_fd, state_fd;
	pid_t pid;
	bool started, exited;
	int wait_status;
	int exit_code;
	int start_err;
	/* timeout */
	long timeout_ms;
	struct timespec deadline, kill_at;
	int kill_stage; /* 0 none, 1 TERM sent, 2 KILL sent */
	bool timeout_note_pending;
	size_t drained_out, drained_err;
	/* stdin sbxd feeds (sandbox_run): the pipe's write end, and the
	 * feed_len bytes of feed_src it takes from offset 0 */
	int feed_fd, feed_src;
	off_t feed_off, feed_len;
	/* session state capture */
	char *session;
	char *state;
	size_t state_len;
	bool state_overflow;
	char statusbuf[128];
	size_t statuslen;
	/* a sessionless bash -c: the sandbox gets a warm shell in this cwd
	 * once the command is over (not before: starting one takes init and
	 * a CPU from the command) */
	char *warm_cwd;
};

/* ---- small helpers --------------------------------------------------------- */

static int64_t ts_ms(const struct timespec *ts)
{
	return (int64_t)ts->tv_sec * 1000 + ts->tv_nsec / 1000000;
}

static struct timespec ms_from_now(long ms)
{
	int64_t t = mono_ms() + ms;
	struct timespec ts = {.tv_sec = t / 1000, .tv_nsec = (t % 1000) * 1000000};
	return ts;
}

/* ---- spawning --------------------------------------------------------------- */

/* Requests whose payload is at most this travel in the request message
 * itself ("s"); larger ones in a memfd ("S"). init reads up to 64 KiB. */
#define INLINE_MAX (32 * 1024)

static int memfd_of(const char *data, size_t len)
{
	int fd = memfd_create("sbxd-spawn", MFD_CLOEXEC);

	if (fd < 0)
		return -errno;
	if (write_all(fd, data, len) < 0) {
		close(fd);
		return -EIO;
	}
	return fd;
}

/* Payload memfd for init: cwd, argc, argv..., envc, env... */
static int make_payload(const char *cwd, const char *const *argv, const char *const *env)
{
	size_t len;
	char *buf = payload_build(0, cwd, argv, env, &len);
	int fd;

	if (!buf)
		return -ENOMEM;
	fd = memfd_of(buf, len);
	free(buf);
	return fd;
}

static int open_devnull(int flags)
{
	int fd = open("/dev/null", flags | O_CLOEXEC);
	return fd < 0 ? -errno : fd;
}

/* Starts argv in the sandbox. stdout_fd: -1 = a pipe read via proc_read,
 * else that fd. want_state: a state pipe on fd 3; else child3, when >= 0,
 * is the child's fd 3. flags: init's spawn flags ("", or "_": set `_` as
 * bash does for a command it runs, and "c": argv is bash -c X, and a lone
 * simple command X runs without bash). */
static int spawn(struct sandbox *sb, const char *const *argv, const char *cwd,
		 const char *const *env, int stdin_fd, int stdout_fd, bool want_state, int child3,
		 const char *flags, struct proc **out)
{
	int rc;
	int outp[2] = {-1, -1}, errp[2] = {-1, -1}, statep[2] = {-1, -1}, st[2] = {-1, -1};
	int payload = -1, in = -1;
	size_t head = 2 + strlen(flags), mlen = 0;
	char *msg = NULL;
	struct proc *p = calloc(1, sizeof(*p));
	if (!p)
		return -ENOMEM;
	p->out_fd = p->err_fd = p->status_fd = p->state_fd = p->feed_fd = -1;

	/* "s<flags>\0<payload>", or "S<flags>" and the payload in a memfd */
	msg = payload_build(head, cwd, argv, env, &mlen);
	if (!msg) {
		rc = -ENOMEM;
		goto fail;
	}
	msg[0] = mlen - head <= INLINE_MAX ? 's' : 'S';
	memcpy(msg + 1, flags, head - 1); /* with its NUL */
	if (msg[0] == 'S') {
		if ((payload = memfd_of(msg + head, mlen - head)) < 0) {
			rc = payload;
			goto fail;
		}
		mlen = head - 1;
	}
	in = stdin_fd >= 0 ? dup(stdin_fd) : open_devnull(O_RDONLY);
	if (in < 0) {
		rc = in == -1 ? -errno : in;
		goto fail;
	}
	if (stdout_fd < 0 && pipe2(outp, O_CLOEXEC) < 0)
		goto fail_errno;
	if (pipe2(errp, O_CLOEXEC) < 0)
		goto fail_errno;
	if (want_state && pipe2(statep, O_CLOEXEC) < 0)
		goto fail_errno;
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, st) < 0)
		goto fail_errno;
	int fds[6] = {payload, in,    stdout_fd >= 0 ? stdout_fd : outp[1],
		      errp[1], st[1], want_state ? statep[1] : child3};
	int nfds = fds[5] >= 0 ? 6 : 5, first = msg[0] == 's';
	/* a warm shell (the only child3) never starts a stopped sandbox: one
	 * destroyed while its last command ran must stay so */
	if (child3 >= 0)
		rc = sandbox_request_len_running(sb, msg, mlen, fds + first, nfds - first);
	else
		rc = sandbox_request_len(sb, msg, mlen, fds + first, nfds - first);
	if (rc < 0)
		goto fail;
	free(msg);
	msg = NULL;
	fd_close(&outp[1]);
	fd_close(&errp[1]);
	fd_close(&statep[1]);
	fd_close(&st[1]);
	fd_close(&payload);
	fd_close(&in);
	p->out_fd = outp[0];
	p->err_fd = errp[0];
	p->status_fd = st[0];
	p->state_fd = statep[0];
	for (int i = 0; i < 2; i++) {
		int fd = i ? p->err_fd : p->out_fd;
		if (fd >= 0)
			fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
	}
	if (p->state_fd >= 0)
		fcntl(p->state_fd, F_SETFL, fcntl(p->state_fd, F_GETFL) | O_NONBLOCK);
	pthread_mutex_lock(&sb->table->lock);
	sb->refs++;
	pthread_mutex_unlock(&sb->table->lock);
	p->sb = sb;
	*out = p;
	return 0;
fail_errno:
	rc = -errno;
fail:
	for (int i = 0; i < 2; i++) {
		fd_close(&outp[i]);
		fd_close(&errp[i]);
		fd_close(&statep[i]);
		fd_close(&st[i]);
	}
	fd_close(&payload);
	fd_close(&in);
	free(msg);
	free(p);
	return rc;
}

/* ---- the warm shell ----------------------------------------------------------
 *
 * Most of a short shell line's round trip is bash starting (its libraries,
 * its locale: 1-4 ms on a small host), not the line. So each sandbox keeps
 * one bash already started, in the cwd of the last command line and with
 * the environment every sessionless command gets, blocked reading its
 * line from fd 3 (warm_loader). A line it may take (sandbox_warm_line) is
 * written there and the pipe closed; bash runs it with eval and exits, and
 * its output, status and pid are the command's, as for a fresh `bash -c`.
 * The next one starts once the line is over (proc_release).
 *
 * What a fresh `bash -c X` does differently is what bash does after
 * start-up: it execs X's last command when that is a program (no fork),
 * where eval forks. So only lines whose last command runs inside bash
 * itself (a builtin such as echo, cd, test, true) go to the warm shell;
 * anything bash could exec, and anything this scanner does not fully
 * understand (quotes it cannot follow, substitutions, compound commands,
 * functions, traps, aliases), starts bash afresh. What remains visible:
 * the process's command line (/proc/PID/cmdline is the loader) and
 * PIPESTATUS, set by the loader's own commands before X runs. */
#define WARM_MAX 4096 /* PIPE_BUF: the line fits the empty pipe at once */

static const char warm_loader[] =
    "IFS= read -r -d '' -u 3 BASH_EXECUTION_STRING; exec 3<&-; SECONDS=0; : \"$BASH\"; "
    "eval \"$BASH_EXECUTION_STRING\"";

/* The last command of a line the warm shell takes must be one of these
 * (bash runs them itself, so bash -c forks or execs nothing for them). */
static const char *const warm_last[] = {
    ":",     "true",   "false",	 "echo", "printf",  "cd",      "pwd",	    "test",
    "[",     "export", "unset",	 "set",	 "declare", "typeset", "local",	    "readonly",
    "shift", "umask",  "ulimit", "let",	 "read",    "mapfile", "readarray", "getopts",
    "exit",  "return", "wait",	 "kill", "type",    "times",   NULL,
};

/* Command words after which the line is not the warm shell's: keywords
 * (compound commands, `time`, `!`) and the builtins that run other text
 * later or change what a name means (eval, traps, aliases, enable...). */
static const char *const warm_never[] = {
    "{",      "}",	 "!",	    "[[",	"]]",	"if",	  "then",    "else",
    "elif",   "fi",	 "case",    "esac",	"for",	"select", "while",   "until",
    "do",     "done",	 "in",	    "function", "time", "coproc", "exec",    "eval",
    "source", ".",	 "command", "builtin",	"trap", "alias",  "unalias", "enable",
    "fc",     "history", "hash",    "shopt",	NULL,
};

static bool in_list(const char *const *l, const char *w, size_t n)
{
	for (; *l; l++)
		if (strlen(*l) == n && !memcmp(*l, w, n))
			return true;
	return false;
}

/* Scans one word at *pp (bash's quoting: '...', "...", \x, ${...});
 * *literal: nothing in it is quoted or expanded. false: something this
 * scanner refuses ($(...), `...`, $'...', (, unbalanced quotes). */
static bool warm_word(const char **pp, bool *literal)
{
	const char *p = *pp;

	*literal = true;
	while (*p && !strchr(" \t\n;&|<>", *p)) {
		switch (*p) {
		case '(':
		case ')':
		case '`':
			return false;
		case '\\':
			if (!p[1])
				return false;
			p += 2;
			*literal = false;
			continue;
		case '\'':
			if (!(p = strchr(p + 1, '\'')))
				return false;
			*literal = false;
			break;
		case '"':
			for (p++; *p != '"'; p++) {
				if (!*p || *p == '`' || (*p == '$' && p[1] == '('))
					return false;
				if (*p == '\\' && !*++p)
					return false;
			}
			*literal = false;
			break;
		case '$':
			*literal = false;
			if (p[1] == '(' || p[1] == '\'' || p[1] == '"')
				return false;
			if (p[1] == '{') {
				int depth = 0;
				for (p++;; p++) {
					if (!*p || strchr("`'\"\\(", *p))
						return false;
					if (*p == '{')
						depth++;
					else if (*p == '}' && --depth == 0)
						break;
				}
			}
			break;
		default:
			if (strchr("*?[~=", *p))
				*literal = false;
		}
		p++;
	}
	*pp = p;
	return true;
}

/* Whether `bash -c x` may be run by the warm shell: simple commands (words,
 * NAME=value assignments, redirections) joined by ; && || | and newlines,
 * every command word a plain one that is neither a keyword nor in
 * warm_never, and the last command's word in warm_last (or no word: a
 * line of assignments, redirections or comments). */
bool sandbox_warm_line(const char *x)
{
	static const char name_chars[] =
	    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789";
	const char *p = x, *word = NULL, *last = NULL;
	size_t wlen = 0, last_len = 0;
	bool empty = true, target = false, need = false;

	if (strlen(x) >= WARM_MAX)
		return false;
	for (;;) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '#') { /* a comment, to the end of the line */
			while (*p && *p != '\n')
				p++;
			continue;
		}
		if (!*p || *p == '\n' || *p == ';' || *p == '|' || (*p == '&' && p[1] == '&')) {
			if (target)
				return false; /* `> ;`: bash's syntax error */
			if (!empty) {	      /* the command ends: the last one so far */
				last = word;
				last_len = wlen;
			}
			if (!*p)
				return !need && (!last || in_list(warm_last, last, last_len));
			if (*p == '\n') {
				p++; /* after && || |, the next line goes on the list */
			} else if (empty || (p[0] == ';' && p[1] == ';') ||
				   (p[0] == '|' && p[1] == '&')) {
				return false; /* `; ;`, `&& x`, `;;`, `|&` */
			} else {
				need = *p != ';';
				p += p[1] == *p && *p != ';' ? 2 : 1;
			}
			if (!need || !empty)
				empty = true, word = NULL, wlen = 0;
			continue;
		}
		if (*p == '&' && p[1] != '>')
			return false;			   /* a background job */
		if (*p == '<' || *p == '>' || *p == '&') { /* < > >> <> >& <& >| &> &>> */
			if (*p == '&')
				p++;
			char c = *p++;
			if (c == '<' && *p == '<')
				return false; /* here-documents and here-strings */
			if ((c == '>' && strchr(">&|", *p) && *p) ||
			    (c == '<' && strchr(">&", *p) && *p))
				p++;
			if (target)
				return false;
			target = true;
			empty = need = false;
			continue;
		}
		const char *start = p;
		bool literal;
		if (!warm_word(&p, &literal))
			return false;
		size_t n = (size_t)(p - start);
		/* digits right before < or >: the redirection's descriptor */
		if (!target && (*p == '<' || *p == '>') && strspn(start, "0123456789") >= n)
			continue;
		empty = need = false;
		if (target || word) {
			target = false;
			continue;
		}
		const char *eq = memchr(start, '=', n);
		if (eq && eq > start && !(*start >= '0' && *start <= '9') &&
		    strspn(start, name_chars) >= (size_t)(eq - start))
			continue; /* NAME=value before the command word */
		if (!(literal || (n == 1 && *start == '[')) || in_list(warm_never, start, n))
			return false;
		word = start;
		wlen = n;
	}
}

static int status_read(struct proc *p, int flags);

/* Takes the warm shell out of sb (caller holds sb->lock): it, and its
 * line's pipe in *ctl. */
static struct proc *warm_detach_locked(struct sandbox *sb, int *ctl)
{
	struct proc *p = sb->warm;

	*ctl = sb->warm_ctl;
	sb->warm = NULL;
	sb->warm_ctl = -1;
	free(sb->warm_cwd);
	sb->warm_cwd = NULL;
	return p;
}

static void proc_destroy(struct proc *p);

/* Frees a warm shell that holds no reference on its sandbox. Its line's
 * pipe closed unwritten, it runs nothing and exits. */
static void warm_release(struct proc *p, int ctl)
{
	if (ctl >= 0)
		close(ctl);
	if (p)
		proc_destroy(p);
}

void sandbox_warm_drop_locked(struct sandbox *sb)
{
	int ctl;
	struct proc *p = warm_detach_locked(sb, &ctl);

	warm_release(p, ctl);
}

/* The directory's identity, seen from the host: a warm shell's cwd must
 * still be the directory that is at that path now. */
static int cwd_id(struct sandbox *sb, const char *cwd, struct stat *st)
{
	int fd = sandbox_root_open(sb, cwd, O_PATH | O_DIRECTORY, 0);
	int rc = fd < 0 ? fd : fstat(fd, st) < 0 ? -errno : 0;

	if (fd >= 0)
		close(fd);
	return rc;
}

/* The warm shell for a line in cwd, taken out of sb, with its line's pipe
 * in *ctl; NULL when there is none for cwd (one for another directory, or
 * for one that was replaced, is let go) or it ended (killed from inside
 * the sandbox). */
static struct proc *warm_take(struct sandbox *sb, const char *cwd, int *ctl)
{
	struct stat st;
	struct proc *p = NULL;
	bool same = false;
	dev_t dev = 0;
	ino_t ino = 0;
	int r;

	*ctl = -1;
	pthread_mutex_lock(&sb->lock);
	if (sb->warm) {
		same = !strcmp(sb->warm_cwd, cwd);
		dev = sb->warm_dev;
		ino = sb->warm_ino;
		p = warm_detach_locked(sb, ctl);
	}
	pthread_mutex_unlock(&sb->lock);
	if (!p || !same || cwd_id(sb, cwd, &st) < 0 || st.st_dev != dev || st.st_ino != ino)
		goto drop;
	/* what init said of it so far: "P <pid>", or its end */
	while ((r = status_read(p, MSG_DONTWAIT)) > 0)
		;
	if (r < 0 || p->exited || p->start_err) /* (r < 0: init is gone) */
		goto drop;
	return p;
drop:
	warm_release(p, *ctl);
	*ctl = -1;
	return NULL;
}

/* Starts a warm shell in cwd unless sb has one there. The caller holds a
 * reference on sb; the warm shell holds none (it must not keep a stopped
 * or destroyed sandbox alive: sandbox_stop_locked lets it go). */
static void warm_refill(struct sandbox *sb, const char *cwd)
{
	const char *argv[] = {"bash", "-c", warm_loader, NULL};
	struct proc *p = NULL, *old = NULL;
	int cp[2] = {-1, -1}, oldctl = -1;
	char **env = NULL, *dup = NULL;
	struct stat st;
	bool have;

	pthread_mutex_lock(&sb->lock);
	have = sb->warm && !strcmp(sb->warm_cwd, cwd);
	pthread_mutex_unlock(&sb->lock);
	if (have || cwd_id(sb, cwd, &st) < 0 || !(env = strv_dup(sandbox_base_env)) ||
	    !(dup = strdup(cwd)) || pipe2(cp, O_CLOEXEC) < 0)
		goto out;
	int rc = spawn(sb, argv, cwd, (const char *const *)env, -1, -1, false, cp[0], "_", &p);
	fd_close(&cp[0]);
	if (rc < 0)
		goto out;
	pthread_mutex_lock(&sb->table->lock);
	sb->refs--; /* spawn's; the caller's remains */
	pthread_mutex_unlock(&sb->table->lock);
	pthread_mutex_lock(&sb->lock);
	if (sb->running) {
		old = warm_detach_locked(sb, &oldctl);
		sb->warm = p;
		sb->warm_ctl = cp[1];
		sb->warm_cwd = dup;
		sb->warm_dev = st.st_dev;
		sb->warm_ino = st.st_ino;
		p = NULL;
		cp[1] = -1;
		dup = NULL;
	}
	pthread_mutex_unlock(&sb->lock);
out:
	warm_release(old, oldctl);
	warm_release(p, cp[1]); /* (closes cp[1] also when there is no p) */
	fd_close(&cp[0]);
	free(dup);
	strv_free(env);
}

int sandbox_exec_bash(struct sandbox *sb, const char *const *argv, const char *cwd, long timeout_ms,
		      int stdin_fd, struct proc **out)
{
	const char *run_cwd = cwd ? cwd : "/workspace";
	bool warm = !sb->table->cfg.no_warm_shell && stdin_fd < 0 && !argv[3];
	struct proc *p = NULL;
	int rc = -ENOMEM, ctl;

	if (warm && sandbox_warm_line(argv[2]) && (p = warm_take(sb, run_cwd, &ctl))) {
		/* the line, then EOF: the warm shell runs it */
		if (write_all(ctl, argv[2], strlen(argv[2])) == 0) {
			close(ctl);
			if (sb->table->cfg.verbose)
				fprintf(stderr, "sbxd: %s: the warm shell runs the line\n", sb->id);
			pthread_mutex_lock(&sb->table->lock);
			sb->refs++;
			pthread_mutex_unlock(&sb->table->lock);
			rc = 0;
		} else { /* it ended meanwhile */
			warm_release(p, ctl);
			p = NULL;
		}
	}
	if (!p) {
		char **env = strv_dup(sandbox_base_env);
		if (env)
			rc = spawn(sb, argv, run_cwd, (const char *const *)env, stdin_fd, -1, false,
				   -1, "_c", &p);
		strv_free(env);
	}
	if (rc == 0 && warm && !(p->warm_cwd = strdup(run_cwd))) {
		proc_free(p);
		rc = -ENOMEM;
	}
	if (rc < 0) {
		sbxd_set_errmsg("exec failed: %s", strerror(-rc));
		return rc;
	}
	if (timeout_ms > 0) {
		p->timeout_ms = timeout_ms;
		p->deadline = ms_from_now(timeout_ms);
	}
	*out = p;
	return 0;
}

int sandbox_exec(struct sandbox *sb, const char *session, const char *cmd, const char *cwd,
		 long timeout_ms, int stdin_fd, struct proc **out)
{
	bool compat = sb->table->cfg.bridge_compat;
	char *script = NULL;
	char **env = NULL;
	char *run_cwd = NULL;
	int rc;

	if (session) {
		pthread_mutex_lock(&sb->lock);
		struct session *s = session_find_locked(sb, session);
		rc = s ? 0 : session_add_locked(sb, session, NULL, NULL);
		if (rc == 0 && (s = session_find_locked(sb, session))) {
			env = strv_dup((const char *const *)s->env);
			run_cwd = strdup(cwd ? cwd : s->cwd);
		}
		pthread_mutex_unlock(&sb->lock);
		if (rc < 0)
			return rc;
		if (compat)
			timeout_ms = 0; /* ignored there in session mode */
	} else {
		env = strv_dup(sandbox_base_env);
		run_cwd = strdup(cwd ? cwd : "/workspace");
	}
	bool save = session && !compat;
	if (save && asprintf(&script, "%s%s", session_trap, cmd) < 0)
		script = NULL, rc = -ENOMEM;
	if (!env || !run_cwd || (save && !script)) {
		rc = -ENOMEM;
		goto out;
	}
	const char *argv[] = {"bash", "-c", save ? script : cmd, NULL};
	struct proc *p = NULL;
	rc = spawn(sb, argv, run_cwd, (const char *const *)env, stdin_fd, -1, save, -1, "", &p);
	if (rc < 0) {
		sbxd_set_errmsg("exec failed: %s", strerror(-rc));
		goto out;
	}
	if (save && !(p->session = strdup(session))) {
		proc_free(p);
		rc = -ENOMEM;
		goto out;
	}
	if (timeout_ms > 0) {
		p->timeout_ms = timeout_ms;
		p->deadline = ms_from_now(timeout_ms);
	}
	*out = p;
out:
	free(script);
	free(run_cwd);
	strv_free(env);
	return rc;
}

/* ---- reading ---------------------------------------------------------------- */

static void send_kill(struct proc *p, int sig)
{
	if (p->pid <= 1)
		return;
	char msg[64];
	snprintf(msg, sizeof(msg), "K %d %d", (int)p->pid, sig);
	sandbox_request(p->sb, msg, NULL, 0);
}

/* Parses complete lines from the status socket. */
static void parse_status(struct proc *p)
{
	char *nl;
	while ((nl = memchr(p->statusbuf, '\n', p->statuslen))) {
		*nl = '\0';
		char kind = p->statusbuf[0];
		long v = strtol(p->statusbuf + 1, NULL, 10);
		if (kind == 'P') {
			p->pid = (pid_t)v;
			p->started = true;
		} else if (kind == 'X') {
			p->exited = true;
			p->wait_status = (int)v;
			if (WIFEXITED(p->wait_status))
				p->exit_code = WEXITSTATUS(p->wait_status);
			else if (WIFSIGNALED(p->wait_status))
				p->exit_code = 128 + WTERMSIG(p->wait_status);
			else
				p->exit_code = 255;
		} else if (kind == 'E') {
			p->start_err = (int)v > 0 ? (int)v : EIO;
		}
		size_t used = (size_t)(nl - p->statusbuf) + 1;
		memmove(p->statusbuf, nl + 1, p->statuslen - used);
		p->statuslen -= used;
	}
}

/* Takes what init sent on p's status socket into statusbuf and parses
 * its lines; closes the socket at its end. 1: something was read, 0:
 * nothing now (flags MSG_DONTWAIT), -1: the socket is closed. */
static int status_read(struct proc *p, int flags)
{
	for (;;) {
		ssize_t k = recv(p->status_fd, p->statusbuf + p->statuslen,
				 sizeof(p->statusbuf) - 1 - p->statuslen, flags);

		if (k > 0) {
			p->statuslen += (size_t)k;
			parse_status(p);
			return 1;
		}
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			return 0;
		fd_close(&p->status_fd);
		return -1;
	}
}

static void read_state(struct proc *p)
{
	char buf[16384];
	for (;;) {
		ssize_t r = read(p->state_fd, buf, sizeof(buf));
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {
			if (r == 0)
				fd_close(&p->state_fd);
			return;
		}
		if (p->state_overflow || p->state_len + (size_t)r > STATE_MAX) {
			p->state_overflow = true;
			continue;
		}
		char *n = realloc(p->state, p->state_len + (size_t)r + 1);
		if (!n) {
			p->state_overflow = true;
			continue;
		}
		p->state = n;
		memcpy(p->state + p->state_len, buf, (size_t)r);
		p->state_len += (size_t)r;
	}
}

/* Non-blocking read of one stream; >0 data, 0 nothing now, -1 closed. */
static ssize_t try_read(int *fd, void *buf, size_t len)
{
	if (*fd < 0)
		return -1;
	for (;;) {
		ssize_t r = read(*fd, buf, len);
		if (r > 0)
			return r;
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0 && errno == EAGAIN)
			return 0;
		fd_close(fd);
		return -1;
	}
}

/* Puts what the pipe takes now of the rest of the program's input into
 * it; closes it at the end of the input (EOF) or when nobody reads it. */
static void feed(struct proc *p)
{
	char buf[16384];

	while (p->feed_fd >= 0 && p->feed_off < p->feed_len) {
		size_t want = sizeof(buf);
		if ((off_t)want > p->feed_len - p->feed_off)
			want = (size_t)(p->feed_len - p->feed_off);
		ssize_t n = pread(p->feed_src, buf, want, p->feed_off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		ssize_t w = write(p->feed_fd, buf, (size_t)n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0 && errno == EAGAIN)
			return;
		if (w < 0)
			break;
		p->feed_off += w;
	}
	fd_close(&p->feed_fd);
}

static ssize_t finish(struct proc *p)
{
	if (p->state_fd >= 0)
		read_state(p);
	if (p->session && !p->state_overflow)
		session_save(p->sb, p->session, p->state, p->state_len);
	free(p->session);
	p->session = NULL; /* save once */
	if (p->kill_stage > 0)
		p->exit_code = 124;
	return 0;
}

ssize_t proc_read(struct proc *p, void *buf, size_t len, int *stream, int timeout_ms)
{
	int64_t until = timeout_ms < 0 ? INT64_MAX : mono_ms() + timeout_ms;
	for (;;) {
		if (p->start_err) {
			sbxd_set_errmsg("exec failed: %s", strerror(p->start_err));
			return -p->start_err;
		}
		if (p->timeout_note_pending) {
			p->timeout_note_pending = false;
			int n =
			    snprintf(buf, len, "Command timed out after %ldms\n", p->timeout_ms);
			if (n > 0 && (size_t)n < len) {
				*stream = 2;
				return n;
			}
		}
		if (p->exited) {
			fd_close(&p->feed_fd); /* (nothing more reads it) */
			/* what the command wrote before it exited is in the pipes */
			ssize_t r;
			if (p->drained_out < DRAIN_AFTER_EXIT &&
			    (r = try_read(&p->out_fd, buf, len)) > 0) {
				p->drained_out += (size_t)r;
				*stream = 1;
				return r;
			}
			if (p->drained_err < DRAIN_AFTER_EXIT &&
			    (r = try_read(&p->err_fd, buf, len)) > 0) {
				p->drained_err += (size_t)r;
				*stream = 2;
				return r;
			}
			return finish(p);
		}
		/* deadlines */
		int64_t now = mono_ms();
		int64_t wake = until;
		if (p->timeout_ms > 0 && p->kill_stage == 0) {
			if (now >= ts_ms(&p->deadline)) {
				send_kill(p, SIGTERM);
				p->kill_stage = 1;
				p->kill_at = ms_from_now(KILL_GRACE_MS);
				p->timeout_note_pending = true;
				continue;
			}
			if (ts_ms(&p->deadline) < wake)
				wake = ts_ms(&p->deadline);
		} else if (p->kill_stage == 1) {
			if (now >= ts_ms(&p->kill_at)) {
				send_kill(p, SIGKILL);
				p->kill_stage = 2;
				continue;
			}
			if (ts_ms(&p->kill_at) < wake)
				wake = ts_ms(&p->kill_at);
		}
		if (now >= until)
			return PROC_IDLE;

		struct pollfd pf[5];
		int n = 0;
		int idx_out = -1, idx_err = -1, idx_st = -1, idx_state = -1, idx_feed = -1;
		if (p->out_fd >= 0)
			idx_out = n, pf[n++] = (struct pollfd){.fd = p->out_fd, .events = POLLIN};
		if (p->err_fd >= 0)
			idx_err = n, pf[n++] = (struct pollfd){.fd = p->err_fd, .events = POLLIN};
		if (p->status_fd >= 0)
			idx_st = n, pf[n++] = (struct pollfd){.fd = p->status_fd, .events = POLLIN};
		if (p->state_fd >= 0)
			idx_state = n,
			pf[n++] = (struct pollfd){.fd = p->state_fd, .events = POLLIN};
		if (p->feed_fd >= 0)
			idx_feed = n,
			pf[n++] = (struct pollfd){.fd = p->feed_fd, .events = POLLOUT};
		if (p->status_fd < 0) {
			/* init vanished without a status: the sandbox stopped */
			p->exited = true;
			p->exit_code = 137;
			continue;
		}
		int64_t wait = wake == INT64_MAX ? -1 : wake - now;
		if (wait > 1000)
			wait = 1000; /* re-check deadlines at least every second */
		int r = poll(pf, (nfds_t)n, (int)wait);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		if (idx_state >= 0 && pf[idx_state].revents)
			read_state(p);
		if (idx_feed >= 0 && pf[idx_feed].revents)
			feed(p);
		if (idx_st >= 0 && pf[idx_st].revents)
			status_read(p, 0);
		if (idx_out >= 0 && pf[idx_out].revents) {
			ssize_t k = try_read(&p->out_fd, buf, len);
			if (k > 0) {
				*stream = 1;
				return k;
			}
		}
		if (idx_err >= 0 && pf[idx_err].revents) {
			ssize_t k = try_read(&p->err_fd, buf, len);
			if (k > 0) {
				*stream = 2;
				return k;
			}
		}
	}
}

int proc_exit_code(const struct proc *p)
{
	return p->exit_code;
}

/* Frees p, its descriptors and buffers; not its reference on p->sb. */
static void proc_destroy(struct proc *p)
{
	fd_close(&p->out_fd);
	fd_close(&p->err_fd);
	fd_close(&p->status_fd);
	fd_close(&p->state_fd);
	fd_close(&p->feed_fd);
	free(p->session);
	free(p->state);
	free(p->warm_cwd);
	free(p);
}

static void proc_release(struct proc *p)
{
	struct sandbox *sb = p->sb;

	if (p->warm_cwd)
		warm_refill(sb, p->warm_cwd);
	proc_destroy(p);
	sandbox_put(sb);
}

static void *drain_thread(void *arg)
{
	struct proc *p = arg;
	char buf[16384];
	int stream;
	while (proc_read(p, buf, sizeof(buf), &stream, -1) > 0)
		;
	proc_release(p);
	return NULL;
}

void proc_free(struct proc *p)
{
	if (!p)
		return;
	if (p->exited || p->start_err || p->status_fd < 0) {
		proc_release(p);
		return;
	}
	/* Still running: the bridge does not cancel a command whose client
	 * went away, so keep reading (and discarding) until it exits. */
	pthread_t th;
	pthread_attr_t a;
	pthread_attr_init(&a);
	pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
	if (pthread_create(&th, &a, drain_thread, p) != 0)
		proc_release(p);
	pthread_attr_destroy(&a);
}

/* ---- run to completion ------------------------------------------------------ */

/* sandbox_run gives up on a program whose input and output have not moved
 * for this long. */
#define RUN_STALL_MS (30 * 1000)
#define RUN_STALL_TEXT "30 s"

static atomic_bool runs_cancelled;

void sandbox_runs_cancel(void)
{
	atomic_store(&runs_cancelled, true);
}

/* Kills a sandbox_run's program, waits for its end (discarding what it
 * still writes) and frees it. */
static void run_kill(struct proc *p)
{
	char buf[16384];
	int stream;
	ssize_t r;

	if (!p->exited)
		send_kill(p, SIGKILL);
	while ((r = proc_read(p, buf, sizeof(buf), &stream, 1000)) > 0 ||
	       (r == PROC_IDLE && p->status_fd >= 0 && !p->exited))
		;
	proc_free(p);
}

/* Starts cmd for sandbox_run: stdin a pipe fed from in_fd (or /dev/null),
 * stdout a pipe (or /dev/null when out_fd is -1). */
static int run_spawn(struct sandbox *sb, const char *cmd, int in_fd, int out_fd, struct proc **out)
{
	const char *argv[] = {"bash", "-c", cmd, NULL};
	int inp[2] = {-1, -1}, devnull = -1, rc;
	char **env = NULL;
	struct proc *p = NULL;
	struct stat st;

	if (in_fd >= 0 && (fstat(in_fd, &st) < 0 || pipe2(inp, O_CLOEXEC) < 0 ||
			   fcntl(inp[1], F_SETFL, fcntl(inp[1], F_GETFL) | O_NONBLOCK) < 0)) {
		rc = -errno;
		goto out;
	}
	if (out_fd < 0 && (devnull = open_devnull(O_WRONLY)) < 0) {
		rc = devnull;
		goto out;
	}
	if (!(env = strv_dup(sandbox_base_env))) {
		rc = -ENOMEM;
		goto out;
	}
	rc = spawn(sb, argv, "/workspace", (const char *const *)env, inp[0], devnull, false, -1, "",
		   &p);
	if (rc < 0)
		goto out;
	if (in_fd >= 0) {
		p->feed_fd = inp[1];
		inp[1] = -1;
		p->feed_src = in_fd;
		p->feed_len = st.st_size;
	}
	*out = p;
out:
	strv_free(env);
	fd_close(&devnull);
	fd_close(&inp[0]);
	fd_close(&inp[1]);
	return rc;
}

int sandbox_run(struct sandbox *sb, const char *cmd, int in_fd, int out_fd, off_t out_max,
		char **err)
{
	/* The program runs as the sandbox's user, so any process of the
	 * sandbox can take its descriptors (pidfd_getfd): had it sbxd's own
	 * files, a writable one in the state dir would let the sandbox fill
	 * the host's disk past its image and past any cap, and an upload's
	 * memfd would pin host memory. So it gets pipes only, and sbxd copies
	 * between them and its files itself, counting the bytes against the
	 * cap and as the progress the stall check watches. */
	struct proc *p = NULL;
	int rc = run_spawn(sb, cmd, in_fd, out_fd, &p);
	if (rc < 0)
		return rc;
	char *ebuf = NULL, why[96];
	size_t elen = 0;
	char buf[65536];
	int stream;
	ssize_t r;
	off_t copied = 0, mark = 0;
	int64_t moved = mono_ms();
	for (;;) {
		r = proc_read(p, buf, sizeof(buf), &stream, 1000);
		if (r > 0 && stream == 1) {
			if (out_max > 0 && r > out_max - copied) {
				rc = -EFBIG;
				snprintf(why, sizeof(why),
					 "its output passed the cap of %lld bytes: killed",
					 (long long)out_max);
				goto give_up;
			}
			if ((rc = write_all(out_fd, buf, (size_t)r)) < 0) {
				snprintf(why, sizeof(why), "writing its output: %s", strerror(-rc));
				goto give_up;
			}
			copied += r;
		}
		if (r == 0 || (r < 0 && r != PROC_IDLE))
			break;
		/* The sandbox's own processes can signal this one (same
		 * uid): a SIGSTOPped tar must not hold a thread, a connection
		 * and a temp file for ever, nor sbxd's exit. */
		if (copied + p->feed_off != mark) {
			mark = copied + p->feed_off;
			moved = mono_ms();
		}
		if (atomic_load(&runs_cancelled) || mono_ms() - moved >= RUN_STALL_MS) {
			rc = -ETIMEDOUT;
			snprintf(why, sizeof(why), "%s",
				 atomic_load(&runs_cancelled)
				     ? "sbxd is stopping"
				     : "it made no progress for " RUN_STALL_TEXT
				       " (stopped by a signal?): killed");
			goto give_up;
		}
		if (r < 0 || stream != 2 || elen >= STDERR_MAX)
			continue;
		size_t take = (size_t)r < STDERR_MAX - elen ? (size_t)r : STDERR_MAX - elen;
		char *n = realloc(ebuf, elen + take + 1);
		if (!n)
			continue;
		ebuf = n;
		memcpy(ebuf + elen, buf, take);
		elen += take;
		ebuf[elen] = '\0';
	}
	rc = r < 0 ? (int)r : proc_exit_code(p);
	proc_free(p);
	if (err)
		*err = ebuf;
	else
		free(ebuf);
	return rc;
give_up: /* (the message once the program is gone: its end may set another) */
	run_kill(p);
	free(ebuf);
	sbxd_set_errmsg("%s", why);
	return rc;
}

int sandbox_make_payload(const char *cwd, const char *const *argv, const char *const *env)
{
	return make_payload(cwd, argv, env);
}
