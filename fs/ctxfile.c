/* ctxfile — the open files of contexts/<name>/: lang and ctl act on each
 * line written; run keeps a cell until close (or, opened O_RDWR, until the
 * next read: a channel reading back its own cells' output in order); out
 * and err stream the latest cell's output; status and results/<n> are
 * text made at the first read. Cells run in fs/ctxcell.c.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ctxint.h"

/* ---- files ------------------------------------------------------------------- */

int ctx_accmode(int flags)
{
	return flags & O_ACCMODE;
}

void ctx_file_free(struct ctxfs_file *f)
{
	sbx_buf_release(&f->wbuf);
	sbx_buf_release(&f->text);
	cell_unref(f->cell);
	for (size_t i = 0; i < f->nchan; i++)
		cell_unref(f->chan[i]);
	pthread_mutex_destroy(&f->mu);
	free(f);
}

static int load_result(struct ctxfs_file *f)
{
	sbx_buf_release(&f->text);
	return sbx_ctx_result_read(f->x->env.client, f->id, f->p.name, f->p.result, RESULT_MAX,
				   &f->text);
}

int ctxfs_open(struct ctxfs *x, const char *id, const char *rel, int flags, struct ctxfs_file **out)
{
	struct ctxfs_file *f;
	struct xpath p;
	int rc, mode = ctx_accmode(flags);

	if ((rc = ctx_parse(rel, &p)) < 0 || (rc = ctx_node_exists(x, id, &p, NULL)) < 0)
		return rc;
	if (ctx_is_dir(p.kind))
		return -EISDIR;
	if (mode != O_RDONLY && !(p.mode & 0200))
		return -EACCES;
	if (mode != O_WRONLY && !(p.mode & 0400))
		return -EACCES;
	if (strlen(id) > SBX_ID_MAX || !(f = calloc(1, sizeof(*f))))
		return -ENOMEM;
	f->base.ops = &ctx_file_io;
	f->x = x;
	memcpy(f->id, id, strlen(id) + 1);
	f->p = p;
	f->flags = flags;
	pthread_mutex_init(&f->mu, NULL);
	sbx_buf_init(&f->wbuf, p.leaf == L_RUN ? CELL_MAX : LINE_TEXT_MAX);
	sbx_buf_init(&f->text, p.leaf == L_RESULT ? RESULT_MAX : TEXT_MAX);
	rc = 0;
	if (p.leaf == L_OUT || p.leaf == L_ERR)
		f->cell = ctx_latest_get(x, id, p.name);
	else if (p.leaf == L_RESULT)
		rc = load_result(f), f->loaded = rc == 0;
	else if (p.leaf == L_RUN && mode != O_RDONLY && (flags & O_TRUNC))
		f->pending = true; /* `: > run` writes an empty cell: close() says EINVAL */
	if (rc < 0) {
		ctx_file_free(f);
		return rc;
	}
	*out = f;
	return 0;
}

int ctxfs_create(struct ctxfs *x, const char *id, const char *rel, int flags,
		 struct ctxfs_file **out)
{
	struct xpath p;
	int rc;

	if (ctx_parse(rel, &p) == 0 && ctx_node_exists(x, id, &p, NULL) == 0) {
		if (ctx_is_dir(p.kind))
			return -EISDIR;
		return (flags & O_EXCL) ? -EEXIST : ctxfs_open(x, id, rel, flags, out);
	}
	rc = ctx_refuse(x, id, rel);
	return rc == -EEXIST ? -EACCES : rc;
}

/* lang and ctl: one line of text, trimmed; "" for a blank line. */
static void trim_line(const char *s, size_t len, char *out, size_t size)
{
	while (len && strchr(" \t\r\n", s[len - 1]))
		len--;
	while (len && strchr(" \t\r\n", *s))
		s++, len--;
	if (len >= size)
		len = size - 1; /* too long for any valid word: it stays invalid */
	memcpy(out, s, len);
	out[len] = '\0';
}

static int act_line(struct ctxfs_file *f, const char *s, size_t len)
{
	struct ctxfs *x = f->x;
	char word[64];
	int rc;

	trim_line(s, len, word, sizeof(word));
	if (!*word)
		return 0;
	if (f->p.leaf == L_LANG) {
		if ((rc = sbx_ctx_check_lang(word)) < 0)
			return rc;
		rc = sbx_ctx_set_lang(x->env.client, f->id, f->p.name, word);
		if (rc == 0)
			ctx_seen(x, f->id, f->p.name, word);
		return rc;
	}
	if (!strcmp(word, "int") || !strcmp(word, "interrupt"))
		return sbx_ctx_interrupt(x->env.client, f->id, f->p.name);
	if (!strcmp(word, "restart"))
		return sbx_ctx_restart(x->env.client, f->id, f->p.name);
	return -EINVAL;
}

/* f->mu held. Acts on what was written: a cell starts, a last line of lang
 * or ctl without its newline applies. */
static int flush_pending(struct ctxfs_file *f)
{
	struct sbx_buf b = f->wbuf;
	int rc = 0, werr = f->werr;

	if (!f->pending)
		return 0;
	f->pending = false;
	f->werr = 0;
	sbx_buf_init(&f->wbuf, f->wbuf.max);
	if (werr < 0) {
		rc = werr;
		if (f->p.leaf == L_RUN && werr == -E2BIG)
			cell_failed(f->x, f->id, f->p.name, -E2BIG,
				    "the cell is too long (the limit is 8 MiB)");
	} else if (f->p.leaf == L_RUN) {
		struct cell *c = NULL;
		bool channel = ctx_accmode(f->flags) == O_RDWR;

		if (channel && f->nchan == CHAN_MAX) {
			rc = -EAGAIN; /* read the output of the earlier cells first */
		} else {
			rc = cell_start(f->x, f->id, f->p.name, b.data ? b.data : "", b.len,
					channel ? &c : NULL);
			if (rc < 0 && channel)
				c = ctx_latest_get(f->x, f->id, f->p.name); /* the failure record */
			if (channel && c) {
				if (f->nchan == 0)
					f->cursor = 0;
				f->chan[f->nchan++] = c;
			}
		}
	} else if (b.len) {
		rc = act_line(f, b.data, b.len);
	}
	sbx_buf_release(&b);
	return rc;
}

static ssize_t file_write(struct ctxfs_file *f, const char *buf, size_t size, off_t off)
{
	int rc = 0;
	char *nl;

	if (!f || ctx_accmode(f->flags) == O_RDONLY)
		return -EBADF;
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
	if (rc == -E2BIG) {
		sbx_buf_release(&f->wbuf);
		f->werr = rc;
		goto out;
	}
	if (rc < 0 || f->p.leaf == L_RUN)
		goto out;
	/* lang, ctl: each complete line now */
	while (rc == 0 && f->wbuf.len && (nl = memchr(f->wbuf.data, '\n', f->wbuf.len))) {
		size_t llen = (size_t)(nl - f->wbuf.data) + 1;

		rc = act_line(f, f->wbuf.data, llen);
		memmove(f->wbuf.data, f->wbuf.data + llen, f->wbuf.len - llen + 1);
		f->wbuf.len -= llen;
	}
	if (f->wbuf.len == 0)
		f->pending = false;
out:
	pthread_mutex_unlock(&f->mu);
	return rc < 0 ? rc : (ssize_t)size;
}

static int file_flush(struct ctxfs_file *f)
{
	int rc;

	if (!f)
		return 0;
	pthread_mutex_lock(&f->mu);
	rc = flush_pending(f);
	pthread_mutex_unlock(&f->mu);
	return rc;
}

static void file_release(struct ctxfs_file *f)
{
	if (!f)
		return;
	file_flush(f);
	ctx_file_free(f);
}

/* f->mu held: the text of status, lang or run. */
static int load_text(struct ctxfs_file *f)
{
	struct ctxfs *x = f->x;
	struct sbx_ctx_info in;
	const char *s = NULL;
	struct cell *c;
	char lang[16] = "";
	int rc;

	sbx_buf_release(&f->text);
	switch (f->p.leaf) {
	case L_STATUS:
		c = ctx_latest_get(x, f->id, f->p.name);
		if (c) {
			pthread_mutex_lock(&c->mu);
			s = c->state == CELL_RUNNING				 ? "running\n"
			    : c->state == CELL_DONE && c->outcome == SBX_CELL_OK ? "ok\n"
										 : "error\n";
			pthread_mutex_unlock(&c->mu);
			cell_unref(c);
			return sbx_buf_add(&f->text, s, strlen(s));
		}
		/* nothing ran here: the sandbox knows */
		rc = sbx_ctx_get(x->env.client, f->id, f->p.name, &in);
		if (rc < 0)
			return rc;
		s = sbx_ctx_state_name(in.state);
		rc = sbx_buf_add(&f->text, s, strlen(s));
		if (rc == 0)
			rc = sbx_buf_add(&f->text, "\n", 1);
		sbx_ctx_info_release(&in);
		return rc;
	case L_LANG:
		pthread_mutex_lock(&x->mu);
		{
			struct xctx *xc = ctx_get(x, f->id, f->p.name, false);

			if (xc && xc->seen > 0 && sbx_now_s() - xc->seen < EXIST_TTL)
				snprintf(lang, sizeof(lang), "%s", xc->lang);
		}
		pthread_mutex_unlock(&x->mu);
		if (!*lang) {
			rc = sbx_ctx_get(x->env.client, f->id, f->p.name, &in);
			if (rc < 0)
				return rc;
			snprintf(lang, sizeof(lang), "%s", in.lang);
			sbx_ctx_info_release(&in);
			ctx_seen(x, f->id, f->p.name, lang);
		}
		rc = sbx_buf_add(&f->text, lang, strlen(lang));
		return rc == 0 ? sbx_buf_add(&f->text, "\n", 1) : rc;
	case L_RUN:
		c = ctx_latest_get(x, f->id, f->p.name);
		rc = c && c->code ? sbx_buf_add(&f->text, c->code, c->len) : 0;
		cell_unref(c);
		return rc;
	default:
		return 0;
	}
}

static ssize_t read_text(struct ctxfs_file *f, char *buf, size_t size, off_t off)
{
	int rc;

	if (!f->loaded || off == 0) {
		rc = f->p.leaf == L_RESULT ? (f->loaded ? 0 : load_result(f)) : load_text(f);
		if (rc < 0)
			return rc;
		f->loaded = true;
	}
	if (off < 0 || (size_t)off >= f->text.len)
		return 0;
	if (size > f->text.len - (size_t)off)
		size = f->text.len - (size_t)off;
	memcpy(buf, f->text.data + off, size);
	return (ssize_t)size;
}

/* A read of a cell's spool; an interrupted wait interrupts the cell. */
static ssize_t read_cell(struct ctxfs_file *f, struct cell *c, bool err, char *buf, size_t size,
			 off_t off, bool (*interrupted)(void *arg), void *arg)
{
	ssize_t n = spool_read_wait(err ? c->err : c->out, buf, size, off,
				    ctlfs_wait_cap(&f->x->env), interrupted, arg);

	if (n == -EINTR && cell_running(c))
		ctx_interrupt_async(f->x, c->id, c->name);
	return n;
}

/* run O_RDWR: this descriptor's cells' output, one after the other. */
static ssize_t read_channel(struct ctxfs_file *f, char *buf, size_t size,
			    bool (*interrupted)(void *arg), void *arg)
{
	for (;;) {
		struct cell *c;
		bool more;
		off_t off;
		ssize_t n;

		pthread_mutex_lock(&f->mu);
		if (f->nchan == 0) {
			pthread_mutex_unlock(&f->mu);
			return 0;
		}
		c = cell_ref(f->chan[0]);
		more = f->nchan > 1;
		off = f->cursor;
		pthread_mutex_unlock(&f->mu);
		n = read_cell(f, c, false, buf, size, off, interrupted, arg);
		pthread_mutex_lock(&f->mu);
		if (f->nchan > 0 && f->chan[0] == c) {
			if (n > 0) {
				f->cursor += n;
			} else if (n == 0 && more) {
				cell_unref(f->chan[0]);
				memmove(f->chan, f->chan + 1, (f->nchan - 1) * sizeof(f->chan[0]));
				f->nchan--;
				f->cursor = 0;
			}
		}
		pthread_mutex_unlock(&f->mu);
		cell_unref(c);
		if (n != 0 || !more)
			return n;
	}
}

static ssize_t file_read(struct ctxfs_file *f, char *buf, size_t size, off_t off,
			 bool (*interrupted)(void *arg), void *arg)
{
	struct cell *c;
	ssize_t n;
	int rc;

	if (!f || ctx_accmode(f->flags) == O_WRONLY)
		return -EBADF;
	pthread_mutex_lock(&f->mu);
	if (f->p.leaf == L_RUN && ctx_accmode(f->flags) == O_RDWR) {
		rc = flush_pending(f);
		pthread_mutex_unlock(&f->mu);
		return rc < 0 ? rc : read_channel(f, buf, size, interrupted, arg);
	}
	if (f->p.leaf != L_OUT && f->p.leaf != L_ERR) {
		n = read_text(f, buf, size, off);
		pthread_mutex_unlock(&f->mu);
		return n;
	}
	c = cell_ref(f->cell);
	pthread_mutex_unlock(&f->mu);
	if (!c)
		return 0;
	n = read_cell(f, c, f->p.leaf == L_ERR, buf, size, off, interrupted, arg);
	cell_unref(c);
	return n;
}

int ctxfs_truncate(struct ctxfs *x, const char *id, const char *rel, off_t size)
{
	struct xpath p;
	int rc;

	if ((rc = ctx_parse(rel, &p)) < 0 || (rc = ctx_node_exists(x, id, &p, NULL)) < 0)
		return rc;
	if (ctx_is_dir(p.kind))
		return -EISDIR;
	/* writable files keep no content: the shell's O_TRUNC is a no-op */
	return (p.mode & 0200) ? 0 : -EACCES;
}

/* ---- the open file's table (fs/ctlsub.h) -------------------------------------------- */

static ssize_t io_read(struct ctlfs_file *f, char *buf, size_t size, off_t off,
		       bool (*interrupted)(void *arg), void *arg)
{
	return file_read((struct ctxfs_file *)f, buf, size, off, interrupted, arg);
}

static ssize_t io_write(struct ctlfs_file *f, const char *buf, size_t size, off_t off)
{
	return file_write((struct ctxfs_file *)f, buf, size, off);
}

static int io_flush(struct ctlfs_file *f)
{
	return file_flush((struct ctxfs_file *)f);
}

static void io_release(struct ctlfs_file *f)
{
	file_release((struct ctxfs_file *)f);
}

/* out, err and a run channel wait for a cell's output; the rest never.
 * (A channel at the end of a cell with another behind it says ready, and
 * the read may then wait for the next: a spurious wakeup poll allows.) */
static bool io_ready(struct ctlfs_file *base, off_t off)
{
	struct ctxfs_file *f = (struct ctxfs_file *)base;
	bool r = true;

	/* busy: a cell is being started through it (a request) */
	if (pthread_mutex_trylock(&f->mu) != 0)
		return false;
	if (f->p.leaf == L_RUN && ctx_accmode(f->flags) == O_RDWR)
		r = !f->nchan || spool_readable(f->chan[0]->out, f->cursor);
	else if ((f->p.leaf == L_OUT || f->p.leaf == L_ERR) && f->cell)
		r = spool_readable(f->p.leaf == L_ERR ? f->cell->err : f->cell->out, off);
	pthread_mutex_unlock(&f->mu);
	return r;
}

const struct ctlfs_file_ops ctx_file_io = {
    .read = io_read,
    .write = io_write,
    .flush = io_flush,
    .release = io_release,
    .ready = io_ready,
};
