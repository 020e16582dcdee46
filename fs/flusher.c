/* flusher — the file cache's background retries: closed files whose
 * upload failed for a transient reason (server unreachable, timeout, 503)
 * wait on fc->pending and are sent again after a growing delay, or at
 * once before a command runs in their sandbox (filecache_flush_pending),
 * so their data reaches the server once it is back, without a reopen.
 * Lock order: fs/filecache_int.h (the flusher sends with n->lock only).
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "filecache_int.h"
#include "log.h"

/* fc->lock held: n (closed, dirty) is for the flusher at due. */
void fc_pending_add(struct filecache *fc, struct fc_node *n, double due)
{
	n->due = due;
	if (!n->pending) {
		n->pending = true;
		n->pnext = fc->pending;
		fc->pending = n;
		fc_active_sync(fc, n);
	}
	pthread_cond_signal(&fc->wake);
}

/* fc->lock held: n leaves the pending list (before it is freed). */
void fc_pending_del(struct filecache *fc, struct fc_node *n)
{
	if (!n->pending)
		return;
	for (struct fc_node **pp = &fc->pending; *pp; pp = &(*pp)->pnext)
		if (*pp == n) {
			*pp = n->pnext;
			break;
		}
	n->pending = false;
	fc_active_sync(fc, n);
}

/* Sends a pending node (a reference held). Returns the upload's result. */
static int send_pending(struct filecache *fc, struct fc_node *n)
{
	struct sbx_stat st;
	bool up = false;
	char id[SBX_ID_MAX + 1], path[KEY_MAX];
	int e = 0;

	pthread_mutex_lock(&n->lock);
	filecache_node_name(fc, n, id, path, sizeof(path));
	if (n->dirty && (e = fc_reopen(n)) < 0)
		sbxfs_log("spool of %s:%s unusable (%s), will retry", id, path, strerror(-e));
	else if (n->dirty && (e = fc_flush_locked(fc, n, &st, &up)) < 0 && filecache_transient(e))
		sbxfs_log("upload of %s:%s failed (%s), will retry", id, path, sbx_last_error());
	if (e == 0 && up && fc->uploaded) {
		/* (the name it went to: a rename may have moved it meanwhile) */
		filecache_node_name(fc, n, id, path, sizeof(path));
		if (path[0])
			fc->uploaded(fc->uploaded_arg, id, path, &st);
	}
	pthread_mutex_lock(&fc->lock);
	if (n->dirty && n->path && !n->unlinked && filecache_transient(e)) {
		/* still dirty: retry after another delay, never drop it */
		n->retry_delay = n->retry_delay > 0 ? n->retry_delay * 2 : RETRY_DELAY;
		if (n->retry_delay > RETRY_MAX)
			n->retry_delay = RETRY_MAX;
		fc_pending_add(fc, n, sbx_now_s() + n->retry_delay);
	} else if (fc_opens(n) == 0 && n->fd >= 0) {
		close(n->fd); /* idle again (only our reference) */
		n->fd = -1;
	}
	pthread_mutex_unlock(&fc->lock);
	pthread_mutex_unlock(&n->lock);
	return e;
}

int filecache_flush_pending(struct filecache *fc, const char *id)
{
	struct fc_held h = {0};
	int first = 0;

	/* Every closed node below prefix that may hold unsent data: those
	 * waiting for a retry, and those busy right now (the flusher may be
	 * sending one: waiting for its lock below waits for that upload).
	 * Only active nodes can be either (an idle one is clean and
	 * unreferenced): a command costs no visit of every cached file. */
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node *nd = fc->active; nd; nd = nd->anext) {
		bool busy;

		if (!nd->path || nd->unlinked || fc_opens(nd) > 0 || strcmp(nd->id, id) != 0)
			continue;
		busy = pthread_mutex_trylock(&nd->lock) != 0;
		if (!busy) {
			busy = nd->dirty;
			pthread_mutex_unlock(&nd->lock);
		}
		if (!busy && !nd->pending)
			continue;
		if (fc_hold(&h, nd) < 0) {
			first = -ENOMEM;
			break;
		}
	}
	pthread_mutex_unlock(&fc->lock);
	/* each once; a failure does not stop the others */
	for (size_t i = 0; i < h.n; i++) {
		int e = send_pending(fc, h.v[i]);

		if (e < 0 && !first)
			first = e;
		fc_ungrab(fc, h.v[i]);
	}
	free(h.v);
	return first;
}

void *fc_flusher_main(void *arg)
{
	struct filecache *fc = arg;

	pthread_mutex_lock(&fc->lock);
	while (!fc->stop) {
		struct timespec until;
		struct fc_node *due = NULL, *dead;
		double now = sbx_now_s(), next = -1, wait;

		for (struct fc_node **pp = &fc->pending; *pp;) {
			struct fc_node *n = *pp;
			double at = n->due;

			if (!n->path || n->unlinked) {
				/* detached: never uploaded again */
				*pp = n->pnext;
				n->pending = false;
				fc_active_sync(fc, n);
				continue;
			}
			if (fc_opens(n) == 0 && at <= now) {
				*pp = n->pnext;
				n->pending = false;
				due = n;
				n->refs++;
				n->grabs++;
				fc_active_sync(fc, n);
				break;
			}
			/* open again (its last close re-arms it) or held by a
			 * scan: look again after a retry delay at the latest */
			if (fc_opens(n) > 0 && at < now + RETRY_DELAY)
				at = now + RETRY_DELAY;
			if (next < 0 || at < next)
				next = at;
			pp = &n->pnext;
		}
		if (due) {
			pthread_mutex_unlock(&fc->lock);
			send_pending(fc, due);
			pthread_mutex_lock(&fc->lock);
			due->grabs--;
			dead = fc_unref_locked(fc, due);
			if (dead) {
				pthread_mutex_unlock(&fc->lock);
				fc_node_free(dead, false);
				pthread_mutex_lock(&fc->lock);
			}
			continue;
		}
		if (next < 0) {
			pthread_cond_wait(&fc->wake, &fc->lock);
			continue;
		}
		wait = next - now;
		clock_gettime(CLOCK_REALTIME, &until);
		until.tv_sec += (time_t)wait;
		until.tv_nsec += (long)((wait - (double)(time_t)wait) * 1e9) + 1000000L;
		while (until.tv_nsec >= 1000000000L) {
			until.tv_sec++;
			until.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&fc->wake, &fc->lock, &until);
	}
	pthread_mutex_unlock(&fc->lock);
	return NULL;
}

void fc_flusher_stop(struct filecache *fc)
{
	if (fc->flusher_started) {
		pthread_mutex_lock(&fc->lock);
		fc->stop = true;
		pthread_cond_signal(&fc->wake);
		pthread_mutex_unlock(&fc->lock);
		pthread_join(fc->flusher, NULL);
	}
}
