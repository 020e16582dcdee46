/* polls.c — see polls.h. */
#include "polls.h"

#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <time.h>

#include "ctlfs.h"
#include "mount.h"

#define POLLS_TICK_MS 100

struct watch {
	struct fh *h;
	struct fuse_pollhandle *ph;
	struct watch *next;
};

struct polls {
	pthread_mutex_t mu; /* guards everything below */
	pthread_cond_t cv;
	struct watch *list;
	pthread_t th;
	bool started, stop;
};

int polls_new(struct polls **out)
{
	struct polls *p = calloc(1, sizeof(*p));

	if (!p)
		return -ENOMEM;
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->cv, NULL);
	*out = p;
	return 0;
}

/* p->mu held: notifies and drops each watch whose file became ready. */
static void look(struct polls *p)
{
	for (struct watch **w = &p->list; *w;) {
		struct watch *x = *w;

		if (!ctlfs_ready(x->h->cf, atomic_load(&x->h->read_end))) {
			w = &x->next;
			continue;
		}
		fuse_notify_poll(x->ph);
		fuse_pollhandle_destroy(x->ph);
		*w = x->next;
		free(x);
	}
}

static void *polls_main(void *arg)
{
	struct polls *p = arg;

	pthread_mutex_lock(&p->mu);
	while (!p->stop) {
		if (!p->list) {
			pthread_cond_wait(&p->cv, &p->mu);
			continue;
		}
		struct timespec ts;

		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_nsec += POLLS_TICK_MS * 1000000L;
		if (ts.tv_nsec >= 1000000000L) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&p->cv, &p->mu, &ts);
		if (!p->stop)
			look(p);
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

void polls_watch(struct polls *p, struct fh *h, struct fuse_pollhandle *ph)
{
	struct watch *w;

	pthread_mutex_lock(&p->mu);
	for (w = p->list; w && w->h != h; w = w->next)
		;
	if (w) {
		fuse_pollhandle_destroy(w->ph);
		w->ph = ph;
	} else if ((w = calloc(1, sizeof(*w)))) {
		w->h = h;
		w->ph = ph;
		w->next = p->list;
		p->list = w;
	} else {
		/* no memory: wake the poller at once, it asks again */
		fuse_notify_poll(ph);
		fuse_pollhandle_destroy(ph);
	}
	if (!p->started && !p->stop)
		p->started = pthread_create(&p->th, NULL, polls_main, p) == 0;
	pthread_cond_signal(&p->cv);
	pthread_mutex_unlock(&p->mu);
}

void polls_forget(struct polls *p, struct fh *h)
{
	pthread_mutex_lock(&p->mu);
	for (struct watch **w = &p->list; *w; w = &(*w)->next)
		if ((*w)->h == h) {
			struct watch *x = *w;

			*w = x->next;
			fuse_pollhandle_destroy(x->ph);
			free(x);
			break;
		}
	pthread_mutex_unlock(&p->mu);
}

void polls_free(struct polls *p)
{
	if (!p)
		return;
	pthread_mutex_lock(&p->mu);
	p->stop = true;
	pthread_cond_signal(&p->cv);
	pthread_mutex_unlock(&p->mu);
	if (p->started)
		pthread_join(p->th, NULL);
	while (p->list) {
		struct watch *x = p->list;

		p->list = x->next;
		fuse_pollhandle_destroy(x->ph);
		free(x);
	}
	pthread_cond_destroy(&p->cv);
	pthread_mutex_destroy(&p->mu);
	free(p);
}
