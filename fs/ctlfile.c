/* ctlfile — the I/O every open file of ctl/, sessions/, processes/ and
 * ports/ shares (see ctlfile.h): the access checks of read and write, the
 * text of a read file made once at its first read, the text written to a
 * file kept (bounded) until flush acts on it, and the release. What a
 * kind does is in its table (fs/ctlfiles.c, sessions.c, processes.c,
 * ports.c); this file only calls it.
 */
#include "ctlfile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>

int ctl_accmode(int flags)
{
	return flags & O_ACCMODE;
}

const char *ctl_file_session(const struct ctl_file *f)
{
	return f->p.node == CTL_NODE_SESSION_FILE ? f->p.name : NULL;
}

void ctl_file_free(struct ctl_file *f)
{
	if (!f)
		return;
	sbx_buf_release(&f->text);
	sbx_buf_release(&f->wbuf);
	cmdrun_unref(f->run);
	for (size_t i = 0; i < f->nchan; i++)
		cmdrun_unref(f->chan[i]);
	spool_unref(f->spool);
	proclog_close(f->log);
	pthread_mutex_destroy(&f->mu);
	free(f);
}

ssize_t ctl_file_text_at(struct ctl_file *f, char *buf, size_t size, off_t off)
{
	if (!f->loaded) {
		int rc = f->kind->load ? f->kind->load(f) : 0;
		if (rc < 0) {
			sbx_buf_release(&f->text);
			return rc;
		}
		f->loaded = true;
	}
	if (off < 0 || (size_t)off >= f->text.len)
		return 0;
	if (size > f->text.len - (size_t)off)
		size = f->text.len - (size_t)off;
	memcpy(buf, f->text.data + off, size);
	return (ssize_t)size;
}

void ctl_file_text_drop(struct ctl_file *f)
{
	sbx_buf_release(&f->text);
	f->loaded = false;
}

ssize_t ctl_file_buffer(struct ctl_file *f, const char *buf, size_t size,
			int (*check)(struct ctl_file *f))
{
	int rc;

	pthread_mutex_lock(&f->mu);
	if (!f->pending) {
		sbx_buf_release(&f->wbuf);
		f->werr = 0;
	}
	f->pending = true;
	if (f->werr < 0) {
		rc = f->werr;
		goto out;
	}
	rc = sbx_buf_add(&f->wbuf, buf, size);
	if (rc == -E2BIG || (rc == 0 && f->wbuf.len > CMDRUN_CMDLINE_MAX)) {
		/* The text is kept no further; flush reports E2BIG again. */
		sbx_buf_release(&f->wbuf);
		f->werr = rc = -E2BIG;
		goto out;
	}
	if (rc == 0 && check)
		rc = check(f);
out:
	pthread_mutex_unlock(&f->mu);
	return rc < 0 ? rc : (ssize_t)size;
}

int ctl_file_act_pending(struct ctl_file *f)
{
	struct sbx_buf b = f->wbuf;
	int rc = 0, werr = f->werr;

	if (!f->pending)
		return 0;
	f->pending = false;
	f->werr = 0;
	sbx_buf_init(&f->wbuf, CMDRUN_CMDLINE_MAX + 1);
	if (f->kind->act)
		rc = f->kind->act(f, b.data ? b.data : "", b.len, werr);
	if (rc == -EAGAIN && !f->pending) {
		/* not taken (an exec channel full of unread output): the text
		 * waits for the next try, not dropped */
		sbx_buf_release(&f->wbuf);
		f->wbuf = b;
		f->pending = true;
		f->werr = werr;
		return rc;
	}
	sbx_buf_release(&b);
	return rc;
}

ssize_t ctl_file_read_spool(struct ctl_file *f, struct spool *s, char *buf, size_t size, off_t off,
			    bool (*interrupted)(void *arg), void *arg)
{
	return spool_read_wait(s, buf, size, off, ctlfs_wait_cap(&f->tree->env), interrupted, arg);
}

int ctl_run_capture(struct ctl_tree *t, const char *id, const char *session,
		    const char *const *argv, bool b64, struct sbx_buf *out, int *code)
{
	struct sbx_exec_opts o = {.session = session, .op = "ctl_helper"};
	struct sbx_buf err;
	int rc;

	sbx_buf_init(&err, 64 * 1024);
	if (b64)
		rc = sbx_exec_capture_b64(t->env.client, id, argv, &o, out, &err, code);
	else
		rc = sbx_exec_capture(t->env.client, id, argv, &o, out, &err, code);
	sbx_buf_release(&err);
	return rc;
}

/* ---- the ctlfs_file_ops of every grammar file ------------------------------ */

static ssize_t io_read(struct ctlfs_file *base, char *buf, size_t size, off_t off,
		       bool (*interrupted)(void *arg), void *arg)
{
	struct ctl_file *f = (struct ctl_file *)base;
	ssize_t n;

	if (ctl_accmode(f->flags) == O_WRONLY)
		return -EBADF;
	if (f->kind->read)
		return f->kind->read(f, buf, size, off, interrupted, arg);
	pthread_mutex_lock(&f->mu);
	n = ctl_file_text_at(f, buf, size, off);
	pthread_mutex_unlock(&f->mu);
	return n;
}

static ssize_t io_write(struct ctlfs_file *base, const char *buf, size_t size, off_t off)
{
	struct ctl_file *f = (struct ctl_file *)base;

	if (ctl_accmode(f->flags) == O_RDONLY || !f->kind->write)
		return -EBADF;
	return f->kind->write(f, buf, size, off);
}

static int io_flush(struct ctlfs_file *base)
{
	struct ctl_file *f = (struct ctl_file *)base;
	int rc;

	if (f->kind->flush)
		return f->kind->flush(f);
	pthread_mutex_lock(&f->mu);
	rc = ctl_file_act_pending(f);
	pthread_mutex_unlock(&f->mu);
	return rc;
}

static void io_release(struct ctlfs_file *base)
{
	io_flush(base); /* normally a no-op: flush came first */
	ctl_file_free((struct ctl_file *)base);
}

static bool io_ready(struct ctlfs_file *base, off_t off)
{
	struct ctl_file *f = (struct ctl_file *)base;

	return !f->kind->ready || f->kind->ready(f, off);
}

const struct ctlfs_file_ops ctl_file_io = {
    .read = io_read,
    .write = io_write,
    .flush = io_flush,
    .release = io_release,
    .ready = io_ready,
};
