/* proclog — followed process logs (see proclog.h).
 *
 * Why a catch-up at open and then a follower, rather than one follower
 * from the start: tail(1) decides what to print from st_size and reads
 * backwards from it, so the bytes logged before the open must be in the
 * spool, and its size known, when open returns. The catch-up notes where
 * it stopped (the server's cursor, or the byte count of the file) and the
 * follower goes on from exactly there, so nothing is seen twice or lost.
 *
 * Why log files are looked at again and again instead of streamed with
 * `tail -f --pid`: a v1 exec that the client abandons is not ended by the
 * server (sbxd and the bridge drain it), so every reader that went away
 * would leave a tail running in the sandbox for as long as the process
 * lives. A look is a short command; it costs a request per interval, only
 * while someone reads.
 *
 * Locks: pl->mu (the list of open logs, every l->opens, live threads) and
 * per log l->init_mu (held by its first opener while it catches up). Order:
 * l->init_mu, then pl->mu. The first opener takes l->init_mu under pl->mu
 * only for a log it has just made and not yet listed (no one else can hold
 * it); later openers release pl->mu before they wait for l->init_mu.
 */
#include "proclog.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "b64.h"

#define POLL_MIN_MS 200
#define POLL_MAX_MS 1000
#define HEAD_MAX 24 /* the size line of a look */

const char proclog_file_script[] =
    "r=0; kill -0 \"$3\" 2>/dev/null || r=1\n"
    "n=$(stat -c %s -- \"$1\" 2>/dev/null) || exit 3\n"
    "printf '%s\\n' \"$n\"\n"
    "[ \"$n\" -gt \"$2\" ] && tail -c +\"$(($2 + 1))\" -- \"$1\" | head -c \"$((n - $2))\" |\n"
    "  base64 -w0\n"
    "exit $r\n";

struct proclog {
	struct proclog *next; /* in pl->logs, while listed (pl->mu) */
	struct proclogs *pl;
	atomic_int refs; /* opens and the follower hold one each */
	int opens;	 /* pl->mu */
	char id[SBX_ID_MAX + 1];
	int pid;
	char *server_id, *file;
	struct spool *spool;
	pthread_mutex_t init_mu; /* held by the first opener while it catches up */
	int init_err;		 /* its outcome (init_mu) */
	atomic_int cancel;
	/* where the spool stops: the catch-up's, then the follower's alone */
	char cursor[256];
	bool ended;
	off_t have;	/* file: bytes of the file in the spool */
	int append_err; /* the spool refused bytes */
};

struct proclogs {
	struct sbx_client *client;
	char *spool_dir;
	pthread_mutex_t mu; /* guards logs, every opens, live */
	pthread_cond_t cv;  /* signalled when live drops */
	struct proclog *logs;
	int live; /* follower threads */
};

int proclogs_new(struct sbx_client *client, const char *spool_dir, struct proclogs **out)
{
	struct proclogs *pl = calloc(1, sizeof(*pl));

	if (!pl)
		return -ENOMEM;
	pl->client = client;
	pl->spool_dir = strdup(spool_dir);
	if (!pl->spool_dir) {
		free(pl);
		return -ENOMEM;
	}
	pthread_mutex_init(&pl->mu, NULL);
	pthread_cond_init(&pl->cv, NULL);
	*out = pl;
	return 0;
}

static void log_unref(struct proclog *l)
{
	if (!l || atomic_fetch_sub(&l->refs, 1) != 1)
		return;
	spool_unref(l->spool);
	pthread_mutex_destroy(&l->init_mu);
	free(l->server_id);
	free(l->file);
	free(l);
}

/* pl->mu held. */
static void unlist(struct proclogs *pl, struct proclog *l)
{
	for (struct proclog **pp = &pl->logs; *pp; pp = &(*pp)->next)
		if (*pp == l) {
			*pp = l->next;
			l->next = NULL;
			return;
		}
}

void proclogs_free(struct proclogs *pl)
{
	if (!pl)
		return;
	pthread_mutex_lock(&pl->mu);
	for (struct proclog *l = pl->logs; l; l = l->next)
		atomic_store(&l->cancel, 1);
	while (pl->live > 0)
		pthread_cond_wait(&pl->cv, &pl->mu);
	while (pl->logs) { /* opens nobody closed: the files are gone with the mount */
		struct proclog *l = pl->logs;
		pl->logs = l->next;
		log_unref(l);
	}
	pthread_mutex_unlock(&pl->mu);
	pthread_mutex_destroy(&pl->mu);
	pthread_cond_destroy(&pl->cv);
	free(pl->spool_dir);
	free(pl);
}

struct spool *proclog_spool(struct proclog *l)
{
	return l->spool;
}

off_t proclogs_size(struct proclogs *pl, const char *id, int pid)
{
	off_t size = -1;

	pthread_mutex_lock(&pl->mu);
	for (struct proclog *l = pl->logs; l; l = l->next)
		if (l->pid == pid && strcmp(l->id, id) == 0) {
			size = spool_size(l->spool);
			break;
		}
	pthread_mutex_unlock(&pl->mu);
	return size;
}

/* ---- a process of the server ----------------------------------------------- */

static int on_event(void *arg, const struct sbx_log_event *ev)
{
	struct proclog *l = arg;
	int rc;

	if (ev->kind == SBX_LOG_STDOUT || ev->kind == SBX_LOG_STDERR) {
		rc = spool_append(l->spool, ev->data, ev->len);
		if (rc < 0) {
			l->append_err = rc;
			return 1;
		}
	} else if (ev->kind == SBX_LOG_EXIT) {
		l->ended = true;
	}
	if (ev->cursor && ev->cursor[0])
		snprintf(l->cursor, sizeof(l->cursor), "%s", ev->cursor);
	if (atomic_load(&l->cancel))
		return 1;
	return 0;
}

static int server_logs(struct proclog *l, bool follow)
{
	struct sbx_log_opts o = {
	    .since = follow && l->cursor[0] ? l->cursor : NULL,
	    .follow = follow,
	    .cancel = follow ? &l->cancel : NULL,
	};
	int rc = sbx_process_logs(l->pl->client, l->id, l->server_id, &o, on_event, l);

	return l->append_err < 0 ? l->append_err : rc;
}

/* ---- a log file in the sandbox ----------------------------------------------- */

/* The new bytes come as base64: the v1 runtime decodes each command's
 * output as UTF-8, so a character the log's writer split between two
 * writes would become two U+FFFD, and other bytes UTF-8 cannot carry. */
struct look {
	struct proclog *l;
	char head[HEAD_MAX];
	size_t hlen;
	bool head_done;
	long long size;
	struct sbx_b64_stream dec;
	bool data; /* bytes came */
};

static int on_look(void *arg, int stream, const void *data, size_t len)
{
	struct look *k = arg;
	const char *p = data;
	int rc;

	if (stream != 1)
		return 0;
	while (!k->head_done && len > 0) {
		char c = *p++;

		len--;
		if (c == '\n') {
			char *end;

			k->head[k->hlen] = 0;
			k->size = strtoll(k->head, &end, 10);
			if (end == k->head || *end || k->size < 0)
				return 1;
			k->head_done = true;
		} else if (k->hlen + 1 < sizeof(k->head)) {
			k->head[k->hlen++] = c;
		} else {
			return 1; /* not a size */
		}
	}
	if (len == 0)
		return 0;
	unsigned char *bytes = malloc(3 * (len + 3) / 4 + 3);
	long n = bytes ? sbx_b64_stream_feed(&k->dec, p, len, bytes) : -ENOMEM;

	rc = n < 0 ? (int)n : n > 0 ? spool_append(k->l->spool, bytes, (size_t)n) : 0;
	free(bytes);
	if (rc < 0) {
		k->l->append_err = rc == -EINVAL ? -EIO : rc;
		return 1;
	}
	k->data = k->data || n > 0;
	return 0;
}

/* One look; *data: whether bytes came. */
static int file_look(struct proclog *l, bool *data)
{
	char have[24], pid[16];
	const char *argv[] = {"bash", "-c", proclog_file_script, "sbxfs-log", l->file, have,
			      pid,    NULL};
	struct sbx_exec_opts o = {.op = "ctl_log", .cancel = &l->cancel};
	struct look k = {.l = l};
	int rc, code = -1;

	sbx_b64_stream_init(&k.dec);
	snprintf(have, sizeof(have), "%lld", (long long)l->have);
	snprintf(pid, sizeof(pid), "%d", l->pid);
	rc = sbx_exec(l->pl->client, l->id, argv, &o, on_look, &k, &code);
	if (l->append_err < 0)
		return l->append_err;
	if (rc < 0)
		return rc;
	if (code == 3)
		return -ENOENT;
	if ((code != 0 && code != 1) || !k.head_done || sbx_b64_stream_finish(&k.dec) < 0)
		return -EIO;
	/* the file's size, not the bytes that came: a bridge passes output
	 * as text, whose length may differ */
	l->have = (off_t)k.size;
	l->ended = code == 1;
	*data = k.data;
	return 0;
}

/* ---- the follower ------------------------------------------------------------ */

static bool nap(struct proclog *l, int ms)
{
	for (int slept = 0; slept < ms && !atomic_load(&l->cancel); slept += 50) {
		struct timespec ts = {0, 50 * 1000 * 1000};

		nanosleep(&ts, NULL);
	}
	return !atomic_load(&l->cancel);
}

static int follow_file(struct proclog *l)
{
	int interval = POLL_MIN_MS, rc = 0;

	while (!l->ended && nap(l, interval)) {
		bool data = false;

		rc = file_look(l, &data);
		if (rc < 0)
			return rc;
		interval = data				? POLL_MIN_MS
			   : interval * 2 > POLL_MAX_MS ? POLL_MAX_MS
							: interval * 2;
	}
	return atomic_load(&l->cancel) ? -ECANCELED : 0;
}

static void *follow_main(void *arg)
{
	struct proclog *l = arg;
	struct proclogs *pl = l->pl;
	int rc = l->server_id ? server_logs(l, true) : follow_file(l);

	if (rc == 0 || rc == -ECANCELED)
		spool_finish(l->spool); /* cancelled: nobody reads any more */
	else
		spool_fail(l->spool, rc);
	pthread_mutex_lock(&pl->mu);
	pl->live--;
	pthread_cond_broadcast(&pl->cv);
	pthread_mutex_unlock(&pl->mu);
	log_unref(l);
	return NULL;
}

/* What the log holds now; then the follower for the rest, or the end. */
static int catch_up(struct proclog *l)
{
	struct proclogs *pl = l->pl;
	pthread_attr_t attr;
	pthread_t th;
	bool data;
	int rc;

	rc = l->server_id ? server_logs(l, false) : file_look(l, &data);
	if (rc < 0)
		return rc;
	if (l->ended) {
		spool_finish(l->spool);
		return 0;
	}
	atomic_fetch_add(&l->refs, 1);
	pthread_mutex_lock(&pl->mu);
	pl->live++;
	pthread_mutex_unlock(&pl->mu);
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	rc = -pthread_create(&th, &attr, follow_main, l);
	pthread_attr_destroy(&attr);
	if (rc < 0) {
		pthread_mutex_lock(&pl->mu);
		pl->live--;
		pthread_cond_broadcast(&pl->cv);
		pthread_mutex_unlock(&pl->mu);
		log_unref(l);
	}
	return rc;
}

/* ---- opening and closing --------------------------------------------------------- */

static bool same_src(const struct proclog *l, const char *id, const struct proclog_src *s)
{
	if (l->pid != s->pid || strcmp(l->id, id) != 0)
		return false;
	if (s->server_id)
		return l->server_id && strcmp(l->server_id, s->server_id) == 0;
	return l->file && s->file && strcmp(l->file, s->file) == 0;
}

static struct proclog *log_new(struct proclogs *pl, const char *id, const struct proclog_src *s)
{
	struct proclog *l = calloc(1, sizeof(*l));

	if (!l)
		return NULL;
	atomic_init(&l->refs, 1);
	atomic_init(&l->cancel, 0);
	pthread_mutex_init(&l->init_mu, NULL);
	l->pl = pl;
	l->opens = 1;
	l->pid = s->pid;
	snprintf(l->id, sizeof(l->id), "%s", id);
	if ((s->server_id && !(l->server_id = strdup(s->server_id))) ||
	    (s->file && !(l->file = strdup(s->file))) || spool_new(pl->spool_dir, &l->spool) < 0) {
		log_unref(l);
		return NULL;
	}
	return l;
}

int proclog_open(struct proclogs *pl, const char *id, const struct proclog_src *src,
		 struct proclog **out)
{
	struct proclog *l;
	int rc;

	if (!src || (!src->server_id == !src->file) || strlen(id) > SBX_ID_MAX)
		return -EINVAL;
	pthread_mutex_lock(&pl->mu);
	for (l = pl->logs; l; l = l->next)
		if (same_src(l, id, src))
			break;
	if (l) { /* shared: wait until its first opener has caught up */
		l->opens++;
		atomic_fetch_add(&l->refs, 1);
		pthread_mutex_unlock(&pl->mu);
		pthread_mutex_lock(&l->init_mu);
		rc = l->init_err;
		pthread_mutex_unlock(&l->init_mu);
		if (rc < 0) {
			proclog_close(l);
			return rc;
		}
		*out = l;
		return 0;
	}
	l = log_new(pl, id, src);
	if (!l) {
		pthread_mutex_unlock(&pl->mu);
		return -ENOMEM;
	}
	pthread_mutex_lock(&l->init_mu);
	l->next = pl->logs;
	pl->logs = l;
	pthread_mutex_unlock(&pl->mu);

	rc = catch_up(l);
	l->init_err = rc;
	if (rc < 0) {
		pthread_mutex_lock(&pl->mu);
		unlist(pl, l);
		pthread_mutex_unlock(&pl->mu);
	}
	pthread_mutex_unlock(&l->init_mu);
	if (rc < 0) {
		proclog_close(l);
		return rc;
	}
	*out = l;
	return 0;
}

void proclog_close(struct proclog *l)
{
	struct proclogs *pl;
	bool last;

	if (!l)
		return;
	pl = l->pl;
	pthread_mutex_lock(&pl->mu);
	last = --l->opens == 0;
	if (last) {
		unlist(pl, l);
		atomic_store(&l->cancel, 1);
	}
	pthread_mutex_unlock(&pl->mu);
	log_unref(l);
}
