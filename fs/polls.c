/* polls.c — see polls.h. */
#include "polls.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>

#include "ctlfs.h"
#include "mount.h"

#define POLLS_TICK_MS 100

struct watch {
	struct fh *h;
	struct fuse_pollhandle *ph;
	bool armed;
	struct watch *next;
};

struct polls {
	pthread_mutex_t mu; /* guards everything below */
	pthread_cond_t cv;
	struct watch *list;
	int armed; /* watches armed */
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

/* p->mu held: notifies each armed watch whose file became ready. The
 * files' ready checks never wait (a file busy elsewhere is not ready). */
static void look(struct polls *p)
{
	for (struct watch *w = p->list; w; w = w->next) {
		if (!w->armed || !ctlfs_ready(w->h->cf, atomic_load(&w->h->read_end)))
			continue;
		w->armed = false;
		p->armed--;
		fuse_notify_poll(w->ph);
	}
}

static void *polls_main(void *arg)
{
	struct polls *p = arg;

	pthread_mutex_lock(&p->mu);
	while (!p->stop) {
		if (!p->armed) {
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

static struct watch *find(struct polls *p, struct fh *h)
{
	struct watch *w;

	for (w = p->list; w && w->h != h; w = w->next)
		;
	return w;
}

/* p->mu held */
static void arm(struct polls *p, struct watch *w)
{
	if (w->armed)
		return;
	w->armed = true;
	p->armed++;
	if (!p->started && !p->stop)
		p->started = pthread_create(&p->th, NULL, polls_main, p) == 0;
	pthread_cond_signal(&p->cv);
}

void polls_asked(struct polls *p, struct fh *h, struct fuse_pollhandle *ph, bool ready)
{
	struct watch *w;

	pthread_mutex_lock(&p->mu);
	w = find(p, h);
	if (ph && w) {
		fuse_pollhandle_destroy(w->ph);
		w->ph = ph;
	} else if (ph && (w = calloc(1, sizeof(*w)))) {
		w->h = h;
		w->ph = ph;
		w->next = p->list;
		p->list = w;
	} else if (ph) {
		/* no memory: wake the poller at once, it asks again */
		fuse_notify_poll(ph);
		fuse_pollhandle_destroy(ph);
	}
	if (w && !ready)
		arm(p, w);
	pthread_mutex_unlock(&p->mu);
}

void polls_arm(struct polls *p, struct fh *h)
{
	struct watch *w;

	pthread_mutex_lock(&p->mu);
	if ((w = find(p, h)))
		arm(p, w);
	pthread_mutex_unlock(&p->mu);
}

void polls_forget(struct polls *p, struct fh *h)
{
	pthread_mutex_lock(&p->mu);
	for (struct watch **w = &p->list; *w; w = &(*w)->next)
		if ((*w)->h == h) {
			struct watch *x = *w;

			*w = x->next;
			if (x->armed)
				p->armed--;
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
