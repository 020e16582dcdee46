/* processes — the processes/ directory: one directory per process of the
 * sandbox (from ps, and from the server's list on a next server), spawn to
 * start a detached process, and per process cmdline, status, log (followed
 * by fs/proclog.c) and ctl (signals). The parsers and the status text at
 * the top are pure (tested in tests/test_processes.c); the directory and
 * its files below use the registry's process caches (fs/ctlreg.c).
 */
#include "processes.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "ctlfile.h"

static const struct {
	const char *name;
	int sig;
} signals[] = {
    {"term", SIGTERM}, {"kill", SIGKILL}, {"int", SIGINT},   {"hup", SIGHUP},	{"stop", SIGSTOP},
    {"cont", SIGCONT}, {"quit", SIGQUIT}, {"usr1", SIGUSR1}, {"usr2", SIGUSR2},
};

int processes_parse_signal(const char *text, size_t len, int *sig)
{
	char word[16];
	size_t b = 0, e = len;

	while (b < e && strchr(" \t\r\n", text[b]) && text[b])
		b++;
	while (e > b && strchr(" \t\r\n", text[e - 1]) && text[e - 1])
		e--;
	if (e == b || e - b >= sizeof(word))
		return -EINVAL;
	memcpy(word, text + b, e - b);
	word[e - b] = 0;
	if (strlen(word) != e - b)
		return -EINVAL; /* embedded NUL */
	if (word[0] >= '0' && word[0] <= '9') {
		int n = 0;
		for (const char *p = word; *p; p++) {
			if (*p < '0' || *p > '9')
				return -EINVAL;
			n = n * 10 + (*p - '0');
			if (n > 64)
				return -EINVAL;
		}
		if (n < 1 || (word[0] == '0'))
			return -EINVAL;
		*sig = n;
		return 0;
	}
	{
		const char *name = word;
		if (strncasecmp(name, "sig", 3) == 0)
			name += 3;
		for (size_t i = 0; i < sizeof(signals) / sizeof(signals[0]); i++)
			if (strcasecmp(name, signals[i].name) == 0) {
				*sig = signals[i].sig;
				return 0;
			}
	}
	return -EINVAL;
}

int processes_parse_pid(const char *name, int *pid)
{
	long n = 0;

	if (!name[0] || name[0] == '0')
		return -ENOENT;
	for (const char *p = name; *p; p++) {
		if (*p < '0' || *p > '9')
			return -ENOENT;
		n = n * 10 + (*p - '0');
		if (n > 4194304)
			return -ENOENT;
	}
	*pid = (int)n;
	return 0;
}

static const char *state_name(char s)
{
	switch (s) {
	case 'R':
		return "running";
	case 'S':
		return "sleeping";
	case 'D':
		return "disk sleep";
	case 'Z':
		return "zombie";
	case 'T':
		return "stopped";
	case 't':
		return "tracing stop";
	case 'I':
		return "idle";
	case 'X':
		return "dead";
	default:
		return "unknown";
	}
}

int processes_status_text(const struct sbx_proc *p, struct sbx_buf *out)
{
	char line[512], when[64] = "unknown";
	struct tm tm;
	int n, rc;

	if (p->start_time > 0 && gmtime_r(&p->start_time, &tm))
		strftime(when, sizeof(when), "%Y-%m-%dT%H:%M:%SZ", &tm);
	n = snprintf(
	    line, sizeof(line),
	    "pid: %d\nppid: %d\nstate: %c (%s)\nstart_time: %s\nstart_epoch: %lld\ncmdline: ",
	    p->pid, p->ppid, p->state ? p->state : '?', state_name(p->state), when,
	    (long long)p->start_time);
	if (n < 0 || (size_t)n >= sizeof(line))
		return -EINVAL;
	rc = sbx_buf_add(out, line, (size_t)n);
	if (rc == 0 && p->cmdline)
		rc = sbx_buf_add(out, p->cmdline, strlen(p->cmdline));
	if (rc == 0)
		rc = sbx_buf_add(out, "\n", 1);
	return rc;
}

/* ---- the directory ------------------------------------------------------------ */

/* v1: the logs of processes an earlier mount spawned (their pid -> log
 * link lives in the sandbox, beside the log: sbx_spawn), looked for once
 * per sandbox and mount. On a server with processes the server keeps
 * them; nothing to do. Best effort: a failure leaves them unknown, as
 * before. */
static void adopt_spawned(struct ctl_tree *t, const char *id)
{
	const char *argv[] = {"bash", "-c", SBX_SPAWN_LINKS_SCRIPT, "bash", PROCESSES_LOG_DIR,
			      NULL};
	struct sbx_buf out;
	char *line, *save = NULL, log[256];
	int g, code = 0;

	g = sbx_generation(t->env.client, id);
	if (g <= 0 || (g & SBX_GEN_NEXT) || !ctlreg_adopt_first(t->reg, id))
		return;
	sbx_buf_init(&out, 1 << 20);
	if (ctl_run_capture(t, id, NULL, argv, false, &out, &code) < 0 || !out.data) {
		sbx_buf_release(&out);
		return;
	}
	for (line = strtok_r(out.data, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char *name = strchr(line, ' ');
		char *end;
		long pid = strtol(line, &end, 10);

		/* (a name the spawn made: spawn-*.log, in that directory) */
		if (!name || end != name || pid <= 1 || pid > INT32_MAX ||
		    strncmp(name + 1, "spawn-", 6) != 0 || strchr(name + 1, '/') ||
		    snprintf(log, sizeof(log), PROCESSES_LOG_DIR "/%s", name + 1) >=
			(int)sizeof(log))
			continue;
		ctlreg_spawned_adopt(t->reg, id, (int)pid, log);
	}
	sbx_buf_release(&out);
}

static int processes_exists(struct ctl_tree *t, const char *id, const struct ctl_path *p)
{
	struct ctl_pid_seen seen;
	bool live, listed;
	int rc, src;

	if (p->node == CTL_NODE_PROCESSES_DIR || p->node == CTL_NODE_SPAWN)
		return 0;
	src = ctlreg_server_procs_refresh(t->reg, id, CTL_PS_CACHE_SECONDS);
	rc = ctlreg_ps_refresh(t->reg, id, CTL_PS_CACHE_SECONDS);
	adopt_spawned(t, id);
	seen = ctlreg_pid_seen(t->reg, id, p->pid);
	live = rc == 0 && seen.live;
	listed = src == 0 && seen.listed;
	if (p->node == CTL_NODE_PROCESS)
		return live || seen.spawned || listed ? 0 : (rc < 0 ? rc : -ENOENT);
	/* A spawned process, or one the server lists, keeps its log after it
	 * exited (the directory is then hidden from listings but can still be
	 * looked up). */
	if (p->leaf == LEAF_LOG)
		return seen.spawned || listed ? 0 : -ENOENT;
	return live ? 0 : (rc < 0 ? rc : -ENOENT);
}

static int processes_readdir(struct ctl_tree *t, const char *id, const struct ctl_path *p,
			     ctlfs_fill_fn fill, void *arg)
{
	struct ctl_names l = {0};
	struct stat st;
	int rc;

	if (p->node == CTL_NODE_PROCESS) {
		struct ctl_pid_seen seen = ctlreg_pid_seen(t->reg, id, p->pid);
		bool has_log = seen.spawned || seen.listed;

		for (const struct ctl_leaf_def *d = ctlpath_leaves(p->node); d->name; d++) {
			if ((d->leaf == LEAF_LOG && !has_log) ||
			    (d->leaf != LEAF_LOG && !seen.live))
				continue;
			ctl_fill_stat(t, &st, false, d->mode);
			if (fill(arg, d->name, &st))
				break;
		}
		return 0;
	}
	ctl_fill_stat(t, &st, false, 0644);
	if (fill(arg, "spawn", &st))
		return 0;
	rc = ctlreg_ps_refresh(t->reg, id, CTL_PS_CACHE_SECONDS);
	if (rc < 0)
		return rc;
	ctlreg_server_procs_refresh(t->reg, id, CTL_PS_CACHE_SECONDS); /* best effort */
	adopt_spawned(t, id);
	rc = ctlreg_pid_names(t->reg, id, &l);
	if (rc < 0) {
		ctl_names_free(&l);
		return rc;
	}
	return ctl_fill_names(t, &l, true, 0755, fill, arg);
}

/* what is there so far, while someone reads it: tail(1) prints the end of
 * a file from its size, then follows it */
static off_t processes_size(struct ctl_tree *t, const char *id, const struct ctl_path *p)
{
	return p->leaf == LEAF_LOG ? proclogs_size(t->logs, id, p->pid) : 0;
}

const struct ctl_dir_ops processes_dir_ops = {
    .exists = processes_exists,
    .readdir = processes_readdir,
    .size = processes_size,
};

/* ---- spawn ------------------------------------------------------------------------ */

static int spawn_open(struct ctl_file *f)
{
	/* `: > processes/spawn` writes an empty command: close() says EINVAL. */
	if (ctl_accmode(f->flags) != O_RDONLY && (f->flags & O_TRUNC))
		f->pending = true;
	return 0;
}

/* The pid this descriptor started, or for a read-only open the last one
 * spawned in the sandbox. */
static int spawn_load(struct ctl_file *f)
{
	int pid = f->pid;
	char line[32];
	int n;

	if (ctl_accmode(f->flags) == O_RDONLY)
		pid = ctlreg_last_spawn(f->tree->reg, f->id);
	if (pid <= 0)
		return 0;
	n = snprintf(line, sizeof(line), "%d\n", pid);
	return sbx_buf_add(&f->text, line, (size_t)n);
}

static ssize_t spawn_read(struct ctl_file *f, char *buf, size_t size, off_t off,
			  bool (*interrupted)(void *arg), void *arg)
{
	ssize_t n;
	int rc;

	pthread_mutex_lock(&f->mu);
	if (ctl_accmode(f->flags) != O_RDWR) {
		n = ctl_file_text_at(f, buf, size, off);
		goto out;
	}
	/* Like an exec channel: the pid of what this descriptor wrote, read
	 * from the start whatever the offset. */
	if (f->pending) {
		rc = ctl_file_act_pending(f);
		if (rc < 0) {
			n = rc;
			goto out;
		}
		f->cursor = 0;
	}
	n = ctl_file_text_at(f, buf, size, f->cursor);
	if (n > 0)
		f->cursor += n;
out:
	pthread_mutex_unlock(&f->mu);
	return n;
}

static ssize_t spawn_write(struct ctl_file *f, const char *buf, size_t size, off_t off)
{
	return ctl_file_buffer(f, buf, size, NULL);
}

/* Starts the written command detached: a process of the server (next),
 * else (v1) a command whose output goes to a log file in the sandbox. */
static int spawn_act(struct ctl_file *f, const char *text, size_t len, int werr)
{
	struct ctl_tree *t = f->tree;
	const char *argv[4] = {"bash", "-c", text, NULL};
	const char *mk[] = {"mkdir", "-p", PROCESSES_LOG_DIR, NULL};
	struct sbx_process_opts po = {.cwd = "/workspace"};
	struct sbx_process proc;
	char log[128], *sid = NULL;
	int rc, pid = 0, code = 0;

	if (werr < 0)
		return werr;
	rc = cmdrun_check(text, len, argv);
	if (rc < 0)
		return rc;
	/* A server with processes (next) keeps the output in the process's
	 * log, which it lists and any client can follow. */
	rc = sbx_process_start(t->env.client, f->id, argv, &po, &proc);
	if (rc == 0) {
		pid = proc.pid;
		sid = strdup(proc.id);
		sbx_process_release(&proc);
		if (!sid)
			return -ENOMEM;
		ctlreg_spawned_add(t->reg, f->id, pid, NULL, sid);
		free(sid);
		goto out;
	}
	if (rc != -ENOSYS)
		return rc;
	/* v1: detached, its output appended to a file in the sandbox. Every
	 * time: the sandbox may have been reset behind our back. */
	rc = ctl_run_capture(t, f->id, NULL, mk, false, NULL, &code);
	if (rc == 0 && code != 0)
		rc = -EIO;
	if (rc < 0)
		return rc;
	snprintf(log, sizeof(log), PROCESSES_LOG_DIR "/spawn-%lld-%u.log", (long long)time(NULL),
		 atomic_fetch_add(&t->seq, 1));
	rc = sbx_spawn(t->env.client, f->id, text, log, &pid);
	if (rc < 0)
		return rc;
	ctlreg_spawned_add(t->reg, f->id, pid, log, NULL);
out:
	f->pid = pid;
	ctl_file_text_drop(f);
	return 0;
}

const struct ctl_file_ops spawn_file_ops = {
    .open = spawn_open,
    .read = spawn_read,
    .write = spawn_write,
    .load = spawn_load,
    .act = spawn_act,
};

/* ---- cmdline, status ------------------------------------------------------------- */

static int cmdline_load(struct ctl_file *f)
{
	struct sbx_proc p;
	int rc = ctlreg_ps_lookup(f->tree->reg, f->id, f->p.pid, &p);

	if (rc < 0)
		return rc;
	rc = sbx_buf_add(&f->text, p.cmdline, strlen(p.cmdline));
	if (rc == 0)
		rc = sbx_buf_add(&f->text, "\n", 1);
	free(p.cmdline);
	return rc;
}

static int proc_status_load(struct ctl_file *f)
{
	struct sbx_proc p;
	char *log;
	int rc = ctlreg_ps_lookup(f->tree->reg, f->id, f->p.pid, &p);

	if (rc < 0)
		return rc;
	rc = processes_status_text(&p, &f->text);
	free(p.cmdline);
	log = ctlreg_spawned_log(f->tree->reg, f->id, f->p.pid);
	if (rc == 0 && log) {
		rc = sbx_buf_add(&f->text, "log: ", 5);
		if (rc == 0)
			rc = sbx_buf_add(&f->text, log, strlen(log));
		if (rc == 0)
			rc = sbx_buf_add(&f->text, "\n", 1);
	}
	free(log);
	return rc;
}

const struct ctl_file_ops cmdline_file_ops = {.load = cmdline_load};
const struct ctl_file_ops proc_status_file_ops = {.load = proc_status_load};

/* ---- log ------------------------------------------------------------------------- */

/* Opens the followed log of a process: the file a v1 spawn of this mount
 * writes, else the server's log of the process (a next spawn of this
 * mount, or any process the server lists with that pid). */
static int log_open(struct ctl_file *f)
{
	struct proclog_src src = {.pid = f->p.pid};
	char *file = NULL, *sid = NULL;
	int rc = ctlreg_log_source(f->tree->reg, f->id, f->p.pid, &file, &sid);

	if (rc < 0)
		return rc;
	src.file = file;
	src.server_id = sid;
	rc = proclog_open(f->tree->logs, f->id, &src, &f->log);
	free(file);
	free(sid);
	return rc;
}

/* blocks at the end while the process runs, as out does */
static ssize_t log_read(struct ctl_file *f, char *buf, size_t size, off_t off,
			bool (*interrupted)(void *arg), void *arg)
{
	struct spool *s = spool_ref(proclog_spool(f->log));
	ssize_t n = ctl_file_read_spool(f, s, buf, size, off, interrupted, arg);

	spool_unref(s);
	return n;
}

static bool log_ready(struct ctl_file *f, off_t off)
{
	return spool_readable(proclog_spool(f->log), off);
}

const struct ctl_file_ops log_file_ops = {.open = log_open, .read = log_read, .ready = log_ready};

/* ---- ctl: signals ------------------------------------------------------------------ */

static int signal_send(struct ctl_file *f, const char *text, size_t len)
{
	int sig, rc;

	rc = processes_parse_signal(text, len, &sig);
	if (rc < 0)
		return rc;
	rc = sbx_kill(f->tree->env.client, f->id, f->p.pid, sig);
	ctlreg_procs_invalidate(f->tree->reg, f->id);
	return rc;
}

static int proc_ctl_open(struct ctl_file *f)
{
	return ctl_accmode(f->flags) == O_RDONLY ? -EACCES : 0; /* write-only */
}

/* Acts on each complete line now, so `echo kill > ctl` sees the error
 * from write() (the shell ignores close errors). f->mu held. */
static int proc_ctl_check(struct ctl_file *f)
{
	char *nl;
	int rc = 0;

	while (rc == 0 && f->wbuf.len && (nl = memchr(f->wbuf.data, '\n', f->wbuf.len))) {
		size_t llen = (size_t)(nl - f->wbuf.data) + 1;
		bool blank = strspn(f->wbuf.data, " \t\r\n") >= llen;
		rc = blank ? 0 : signal_send(f, f->wbuf.data, llen);
		memmove(f->wbuf.data, f->wbuf.data + llen, f->wbuf.len - llen + 1);
		f->wbuf.len -= llen;
	}
	if (f->wbuf.len == 0)
		f->pending = false;
	return rc;
}

static ssize_t proc_ctl_write(struct ctl_file *f, const char *buf, size_t size, off_t off)
{
	return ctl_file_buffer(f, buf, size, proc_ctl_check);
}

/* A last line written without a newline. */
static int proc_ctl_act(struct ctl_file *f, const char *text, size_t len, int werr)
{
	if (werr < 0)
		return werr;
	return len ? signal_send(f, text, len) : -EINVAL;
}

const struct ctl_file_ops proc_ctl_file_ops = {
    .open = proc_ctl_open,
    .write = proc_ctl_write,
    .act = proc_ctl_act,
};
