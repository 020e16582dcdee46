/* ctlfiles — the files of ctl/: exec, out, err, status, info, snapshot;
 * sessions/<name>/ has the same exec, out, err and status (the session's
 * own latest command), served by the same tables.
 *
 * A command, top-down (fs/ctlfs.c only dispatches to these tables):
 *   write(ctl/exec)   exec_write: the text is kept (ctl_file_buffer)
 *   close(ctl/exec)   exec_act -> command_start: cmdrun_start (fs/cmdrun.c)
 *                     runs it on a thread that appends its output to the
 *                     out/err spools (fs/spool.c); the record becomes the
 *                     latest command (fs/ctlreg.c); close() waits until the
 *                     server took it (cmdrun_wait_started)
 *   read(ctl/out)     out_read: the latest command's out spool, blocking at
 *                     its end while the command runs (spool_read_wait)
 * A descriptor opened O_RDWR is a channel: its writes start commands at
 * the next read, and its reads return those commands' output in order
 * (channel_read).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ctlfile.h"
#include "sessions_state.h"

/* ---- the ctl/ directory ---------------------------------------------------- */

static int ctl_exists(struct ctl_tree *t, const char *id, const struct ctl_path *p)
{
	return 0; /* fixed names: the grammar said it all */
}

static int ctl_readdir(struct ctl_tree *t, const char *id, const struct ctl_path *p,
		       ctlfs_fill_fn fill, void *arg)
{
	return ctl_fill_leaves(t, ctlpath_leaves(p->node), fill, arg);
}

const struct ctl_dir_ops ctl_dir_ops = {
    .exists = ctl_exists,
    .readdir = ctl_readdir,
};

/* ---- starting a command ------------------------------------------------------- */

/* Records a command that could not start: reading its out, err or status
 * says why. It becomes the latest one when shared; *out (optional) gets a
 * ref to it. */
static void record_failure(struct ctl_tree *t, const char *id, const char *session, bool shared,
			   const char *text, int err, const char *msg, struct cmdrun **out)
{
	struct cmdrun *r = NULL;

	if (cmdrun_new_failed(t->env.spool_dir, text, err, msg, &r) == 0) {
		if (shared)
			ctlreg_latest_set(t->reg, id, session, r);
		if (out)
			*out = r;
		else
			cmdrun_unref(r);
	}
}

/* Starts text as a command of ctl/ or of session: the new latest one, that
 * ctl/out, err and status show, when shared; a private channel's command
 * is the channel's alone (two scripts, one on a channel, must not read each
 * other's output). *out (optional) gets a ref to it, on failure to the
 * failed record (its err says why) if there is one, with -errno returned. */
static int command_start(struct ctl_tree *t, const char *id, const char *session, bool shared,
			 const char *text, size_t len, struct cmdrun **out)
{
	const char *argv[7];
	char *wrapper = NULL;
	char msg[768] = "";
	struct cmdrun *r = NULL;
	int rc;

	if (session) {
		/* a descriptor opened before its session's rmdir: nothing runs
		 * (it would make the session again, in the server and in the
		 * state directory, and no one could read its output) */
		if (!ctlreg_session_exists(t->reg, id, session))
			return -ENOENT;
		rc = sessions_wrapper(session, &wrapper);
		if (rc < 0)
			return rc;
		/* one shell more, whose stderr goes nowhere: a command killed
		 * by a signal (kill $$) takes the wrapper with it, and the
		 * shell above reports that death, quoting the whole wrapper,
		 * on the command's stderr; this one says it to /dev/null */
		argv[0] = "bash", argv[1] = "-c";
		argv[2] = "exec 3>&2 2>/dev/null\nbash -c \"$1\" bash \"$2\" 2>&3 3>&-\nexit $?\n";
		argv[3] = "bash", argv[4] = wrapper, argv[5] = text, argv[6] = NULL;
	} else {
		argv[0] = "bash", argv[1] = "-c", argv[2] = text, argv[3] = NULL;
	}
	rc = cmdrun_check(text, len, argv);
	if (rc == -EINVAL) {
		snprintf(msg, sizeof(msg), "sbxfs: %s",
			 memchr(text, 0, len)
			     ? "the command contains a NUL byte"
			     : "empty command (nothing but white space was written)");
		goto fail;
	}
	if (rc == -E2BIG) {
		snprintf(msg, sizeof(msg),
			 "sbxfs: command too long: %zu bytes (%zu as quoted for the server); the "
			 "limit is %d bytes",
			 len, cmdrun_quoted_len(argv), CMDRUN_CMDLINE_MAX);
		goto fail;
	}
	{
		struct cmdrun_spec spec = {
		    .client = t->env.client,
		    .spool_dir = t->env.spool_dir,
		    .id = id,
		    .session = session,
		    .argv = argv,
		    .text = text,
		    .done = ctl_tree_changed,
		    .done_arg = t,
		};
		rc = cmdrun_start(&t->pool, &spec, &r);
		if (rc < 0) {
			snprintf(msg, sizeof(msg), "sbxfs: cannot start the command: %s",
				 strerror(-rc));
			goto fail;
		}
	}
	if (shared)
		ctlreg_latest_set(t->reg, id, session, r);
	/* A dead server, a bad token or a sandbox that cannot start show up
	 * in the exec request's own answer, while close() can still report
	 * them; the record says why ("sbxfs: cannot start the command: ..."). */
	rc = cmdrun_wait_started(r);
	free(wrapper);
	if (out)
		*out = r; /* (also a record that failed to start: it says why) */
	else
		cmdrun_unref(r);
	return rc;
fail:
	free(wrapper);
	record_failure(t, id, session, shared, memchr(text, 0, len) ? "" : text, rc, msg, out);
	return rc;
}

/* ---- exec ------------------------------------------------------------------------ */

static int exec_open(struct ctl_file *f)
{
	/* `: > ctl/exec` writes an empty command: close() says EINVAL. */
	if (ctl_accmode(f->flags) != O_RDONLY && (f->flags & O_TRUNC))
		f->pending = true;
	return 0;
}

/* A read-only open of exec: the latest command's text. */
static int exec_load(struct ctl_file *f)
{
	struct cmdrun *r = ctlreg_latest_get(f->tree->reg, f->id, ctl_file_session(f));
	int rc = 0;

	if (r && *cmdrun_text(r)) {
		const char *t = cmdrun_text(r);
		size_t len = strlen(t);
		rc = sbx_buf_add(&f->text, t, len);
		if (rc == 0 && t[len - 1] != '\n')
			rc = sbx_buf_add(&f->text, "\n", 1);
	}
	cmdrun_unref(r);
	return rc;
}

static ssize_t exec_write(struct ctl_file *f, const char *buf, size_t size, off_t off)
{
	return ctl_file_buffer(f, buf, size, NULL);
}

/* The written text starts (at close, or at a channel's next read). */
static int exec_act(struct ctl_file *f, const char *text, size_t len, int werr)
{
	struct ctl_tree *t = f->tree;
	const char *session = ctl_file_session(f);
	bool channel = ctl_accmode(f->flags) == O_RDWR;
	struct cmdrun *r = NULL;
	int rc;

	if (channel && f->nchan == CTL_CHAN_MAX)
		return -EAGAIN; /* read the output of the earlier commands first */
	if (werr == -E2BIG) {
		/* Too long to keep: record the failure with the same words. */
		char msg[256];
		snprintf(msg, sizeof(msg),
			 "sbxfs: command too long: more than %d bytes were written; the "
			 "limit is %d bytes",
			 CMDRUN_CMDLINE_MAX, CMDRUN_CMDLINE_MAX);
		record_failure(t, f->id, session, !channel, "", -E2BIG, msg, &r);
		rc = -E2BIG;
	} else {
		rc = command_start(t, f->id, session, !channel, text, len, &r);
	}
	if (channel && r) {
		if (f->nchan == 0)
			f->cursor = 0;
		f->chan[f->nchan++] = r;
	} else {
		cmdrun_unref(r);
	}
	return rc;
}

/* Reads the queue of an exec channel: the head command's output from
 * cursor; at its end, the next command if there is one, else EOF (the
 * finished head stays, so a later write queues behind it). */
static ssize_t channel_read(struct ctl_file *f, char *buf, size_t size,
			    bool (*interrupted)(void *arg), void *arg)
{
	for (;;) {
		struct cmdrun *r;
		bool more;
		off_t off;
		ssize_t n;

		pthread_mutex_lock(&f->mu);
		if (f->nchan == 0) {
			pthread_mutex_unlock(&f->mu);
			return 0;
		}
		r = cmdrun_ref(f->chan[0]);
		more = f->nchan > 1;
		off = f->cursor;
		pthread_mutex_unlock(&f->mu);

		n = ctl_file_read_spool(f, cmdrun_out(r), buf, size, off, interrupted, arg);
		pthread_mutex_lock(&f->mu);
		if (f->nchan > 0 && f->chan[0] == r) {
			/* a broken stream ends its command like EOF does, but
			 * its error is returned once before the next begins */
			bool broken = n < 0 && n != -EINTR && n != -EAGAIN;

			if (n > 0) {
				f->cursor += n;
			} else if ((n == 0 || broken) && more) {
				cmdrun_unref(f->chan[0]);
				memmove(f->chan, f->chan + 1, (f->nchan - 1) * sizeof(f->chan[0]));
				f->nchan--;
				f->cursor = 0;
			}
		}
		pthread_mutex_unlock(&f->mu);
		cmdrun_unref(r);
		if (n != 0 || !more)
			return n;
	}
}

static ssize_t exec_read(struct ctl_file *f, char *buf, size_t size, off_t off,
			 bool (*interrupted)(void *arg), void *arg)
{
	ssize_t n;
	int rc;

	pthread_mutex_lock(&f->mu);
	if (ctl_accmode(f->flags) != O_RDWR) {
		n = ctl_file_text_at(f, buf, size, off);
		pthread_mutex_unlock(&f->mu);
		return n;
	}
	/* Per-descriptor channel: what was written runs now, and reads
	 * return the output of this descriptor's commands, one after the
	 * other, whatever the file offset says. */
	rc = ctl_file_act_pending(f);
	/* (a full channel: the command waits, written, while the output
	 * before it is read, which makes the room it needs) */
	if (rc == -EAGAIN && f->nchan > 0)
		rc = 0;
	pthread_mutex_unlock(&f->mu);
	return rc < 0 ? rc : channel_read(f, buf, size, interrupted, arg);
}

/* a channel: its head command's output past the cursor, or its end (a
 * spurious wakeup when another command waits behind it, as in ctxfile.c) */
static bool exec_ready(struct ctl_file *f, off_t off)
{
	bool r = true;

	if (ctl_accmode(f->flags) != O_RDWR)
		return true;
	/* busy: a command is being started through it (a request) */
	if (pthread_mutex_trylock(&f->mu) != 0)
		return false;
	if (f->nchan)
		r = spool_readable(cmdrun_out(f->chan[0]), f->cursor);
	pthread_mutex_unlock(&f->mu);
	return r;
}

const struct ctl_file_ops exec_file_ops = {
    .open = exec_open,
    .read = exec_read,
    .write = exec_write,
    .load = exec_load,
    .act = exec_act,
    .ready = exec_ready,
};

/* ---- out, err: the latest command's output ------------------------------------ */

static int stream_open(struct ctl_file *f)
{
	f->run = ctlreg_latest_get(f->tree->reg, f->id, ctl_file_session(f));
	return 0;
}

static ssize_t stream_read(struct ctl_file *f, bool err, char *buf, size_t size, off_t off,
			   bool (*interrupted)(void *arg), void *arg)
{
	struct spool *s;
	ssize_t n;

	if (!f->run)
		return 0; /* no command yet */
	s = spool_ref(err ? cmdrun_err(f->run) : cmdrun_out(f->run));
	n = ctl_file_read_spool(f, s, buf, size, off, interrupted, arg);
	spool_unref(s);
	return n;
}

static ssize_t out_read(struct ctl_file *f, char *buf, size_t size, off_t off,
			bool (*interrupted)(void *arg), void *arg)
{
	return stream_read(f, false, buf, size, off, interrupted, arg);
}

static ssize_t err_read(struct ctl_file *f, char *buf, size_t size, off_t off,
			bool (*interrupted)(void *arg), void *arg)
{
	return stream_read(f, true, buf, size, off, interrupted, arg);
}

static bool out_ready(struct ctl_file *f, off_t off)
{
	return !f->run || spool_readable(cmdrun_out(f->run), off);
}

static bool err_ready(struct ctl_file *f, off_t off)
{
	return !f->run || spool_readable(cmdrun_err(f->run), off);
}

const struct ctl_file_ops out_file_ops = {
    .open = stream_open, .read = out_read, .ready = out_ready};
const struct ctl_file_ops err_file_ops = {
    .open = stream_open, .read = err_read, .ready = err_ready};

/* ---- status ------------------------------------------------------------------ */

static int status_load(struct ctl_file *f)
{
	struct cmdrun *r = ctlreg_latest_get(f->tree->reg, f->id, ctl_file_session(f));
	char line[256];

	if (!r)
		return 0;
	cmdrun_status(r, line, sizeof(line));
	cmdrun_unref(r);
	return sbx_buf_add(&f->text, line, strlen(line));
}

const struct ctl_file_ops status_file_ops = {.load = status_load};

/* ---- info ---------------------------------------------------------------------- */

/* "pids: 3 in use, limit 512 (cgroup v1)" — from sbxd's info extension;
 * nothing on servers without it. */
static int info_limits(struct ctl_tree *t, const char *id, struct sbx_buf *b)
{
	struct sbx_info i;
	char line[256];
	int rc = sbx_sandbox_info(t->env.client, id, &i), n;

	if (rc < 0)
		return 0; /* a stock bridge, --bridge-compat, or sbxd unreachable */
	const struct {
		const char *name, *unit, *verb, *max_unit;
		const struct sbx_limit *l;
	} v[] = {{"pids", "", "in use", "", &i.pids},
		 {"memory", " bytes", "in use", " bytes", &i.memory},
		 {"cpu", " us", "used", "%", &i.cpu},
		 {"disk", " bytes", "in use", " bytes", &i.disk}};
	n = snprintf(line, sizeof(line), "host_uid: %lld\n", (long long)i.uid);
	rc = sbx_buf_add(b, line, (size_t)n);
	for (size_t k = 0; k < sizeof(v) / sizeof(v[0]) && rc == 0; k++) {
		char used[48] = "unknown", max[48] = "none";

		if (v[k].l->used >= 0)
			snprintf(used, sizeof(used), "%lld%s", (long long)v[k].l->used, v[k].unit);
		if (v[k].l->max >= 0)
			snprintf(max, sizeof(max), "%lld%s", (long long)v[k].l->max, v[k].max_unit);
		n = snprintf(line, sizeof(line), "%s: %s %s, limit %s (%s)", v[k].name, used,
			     v[k].verb, max, v[k].l->how);
		rc = sbx_buf_add(b, line, (size_t)n);
		if (rc == 0 && v[k].l == &i.memory && i.oom_kills >= 0) {
			n = snprintf(line, sizeof(line), ", oom kills %lld",
				     (long long)i.oom_kills);
			rc = sbx_buf_add(b, line, (size_t)n);
		}
		if (rc == 0)
			rc = sbx_buf_add(b, "\n", 1);
	}
	return rc;
}

/* " name1 name2" */
static int add_names(struct sbx_buf *b, struct ctl_names *l)
{
	int rc = 0;

	for (size_t i = 0; i < l->n && rc == 0; i++) {
		rc = sbx_buf_add(b, " ", 1);
		if (rc == 0)
			rc = sbx_buf_add(b, l->names[i], strlen(l->names[i]));
	}
	ctl_names_free(l);
	return rc;
}

static int info_load(struct ctl_file *f)
{
	struct ctl_tree *t = f->tree;
	struct cmdrun *r = ctlreg_latest_get(t->reg, f->id, NULL);
	struct sbx_buf *b = &f->text;
	struct ctl_names names = {0};
	char line[512], status[128] = "none\n";
	bool running = false;
	int rc, n;

	rc = sbx_running(t->env.client, f->id, &running);
	n = snprintf(line, sizeof(line), "id: %s\nserver: %s\nrunning: %s\n", f->id,
		     t->env.server_url ? t->env.server_url : "",
		     rc < 0    ? "unknown"
		     : running ? "true"
			       : "false");
	rc = sbx_buf_add(b, line, (size_t)n);
	if (rc == 0) {
		const char *text = r ? cmdrun_text(r) : "";
		size_t len = strcspn(text, "\n");
		bool more = len > 200 || text[len + strspn(text + len, " \t\r\n")] != 0;
		rc = sbx_buf_add(b, "last_command: ", 14);
		if (rc == 0)
			rc = sbx_buf_add(b, text, len > 200 ? 200 : len);
		if (rc == 0 && more)
			rc = sbx_buf_add(b, " ...", 4);
		if (rc == 0)
			rc = sbx_buf_add(b, "\n", 1);
	}
	if (r)
		cmdrun_status(r, status, sizeof(status));
	cmdrun_unref(r);
	if (rc == 0)
		rc = sbx_buf_add(b, "status: ", 8);
	if (rc == 0)
		rc = sbx_buf_add(b, status, strlen(status));
	if (rc == 0)
		rc = sbx_buf_add(b, "sessions:", 9);
	if (rc == 0)
		rc = ctlreg_session_names(t->reg, f->id, &names);
	if (rc == 0)
		rc = add_names(b, &names);
	if (rc == 0)
		rc = sbx_buf_add(b, "\nports:", 7);
	if (rc == 0) {
		ctlreg_ports_refresh(t->reg, f->id, CTL_PS_CACHE_SECONDS); /* best effort */
		rc = ctlreg_port_names(t->reg, f->id, &names);
	}
	if (rc == 0)
		rc = add_names(b, &names);
	ctl_names_free(&names);
	if (rc == 0)
		rc = sbx_buf_add(b, "\n", 1);
	if (rc == 0)
		rc = info_limits(t, f->id, b);
	return rc;
}

const struct ctl_file_ops info_file_ops = {.load = info_load};

/* ---- snapshot: a tar of /workspace out, or in ------------------------------------ */

static int snapshot_open(struct ctl_file *f)
{
	struct ctl_tree *t = f->tree;
	int rc;

	switch (ctl_accmode(f->flags)) {
	case O_RDONLY: /* the tar, whole, before the first read */
		rc = spool_new(t->env.spool_dir, &f->spool);
		if (rc == 0)
			rc = sbx_persist(t->env.client, f->id, NULL, spool_fd(f->spool));
		if (rc == 0)
			rc = spool_sync_size(f->spool);
		if (rc < 0)
			return rc; /* the spool goes with f */
		spool_finish(f->spool);
		return 0;
	case O_WRONLY:
		rc = spool_new(t->env.spool_dir, &f->spool);
		if (rc == 0) /* the user's own archive, of any size (sbx_hydrate_fd) */
			spool_set_limit(f->spool, 0);
		return rc;
	default:
		return -EINVAL; /* a tar either comes out or goes in */
	}
}

static ssize_t snapshot_read(struct ctl_file *f, char *buf, size_t size, off_t off,
			     bool (*interrupted)(void *arg), void *arg)
{
	struct spool *s;
	ssize_t n;

	pthread_mutex_lock(&f->mu);
	s = spool_ref(f->spool);
	pthread_mutex_unlock(&f->mu);
	if (!s)
		return -EBADF;
	n = ctl_file_read_spool(f, s, buf, size, off, interrupted, arg);
	spool_unref(s);
	return n;
}

static ssize_t snapshot_write(struct ctl_file *f, const char *buf, size_t size, off_t off)
{
	int rc;

	pthread_mutex_lock(&f->mu);
	rc = spool_write_at(f->spool, off, buf, size);
	if (rc == 0)
		f->dirty = true;
	else
		f->werr = rc; /* (the tar is not whole: never restored) */
	pthread_mutex_unlock(&f->mu);
	return rc < 0 ? rc : (ssize_t)size;
}

/* What was written goes into the sandbox at close (and fsync). */
static int snapshot_flush(struct ctl_file *f)
{
	int rc = 0;

	pthread_mutex_lock(&f->mu);
	if (f->werr < 0) {
		/* a write of it failed (the spool's disk full): what
		 * arrived is part of a tar, and a part restored is a
		 * workspace no one had; the error again, nothing sent */
		rc = f->werr;
		f->dirty = false;
	} else if (f->dirty && f->spool) {
		f->dirty = false;
		rc = sbx_hydrate_fd(f->tree->env.client, f->id, spool_fd(f->spool));
		if (lseek(spool_fd(f->spool), 0, SEEK_SET) < 0 && rc == 0)
			rc = -errno;
		ctl_tree_changed(f->tree, f->id);
	}
	pthread_mutex_unlock(&f->mu);
	return rc;
}

static bool snapshot_ready(struct ctl_file *f, off_t off)
{
	bool r;

	if (ctl_accmode(f->flags) != O_RDONLY)
		return true;
	if (pthread_mutex_trylock(&f->mu) != 0)
		return false; /* (busy: looked at again) */
	r = spool_readable(f->spool, off);
	pthread_mutex_unlock(&f->mu);
	return r;
}

const struct ctl_file_ops snapshot_file_ops = {
    .open = snapshot_open,
    .read = snapshot_read,
    .write = snapshot_write,
    .flush = snapshot_flush,
    .ready = snapshot_ready,
};
