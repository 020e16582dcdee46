/* edge.c — admission of connections before authentication; the policy and
 * why it is safe to close a connection from another thread are in edge.h.
 *
 * The unadmitted connections form one list ordered by the time their clock
 * started (accept, or the end of their last request), oldest first, so the
 * expired ones are a prefix and "the oldest" is the head. Every list
 * operation is O(1) except counting one address's connections at accept,
 * which walks at most max_total entries.
 */
#include "edge.h"
#include "sys.h"

#include <errno.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <time.h>

struct conn {
	struct conn *prev, *next; /* the unadmitted list, while listed */
	int fd;
	struct sockaddr_storage addr;
	uint64_t since; /* ms, monotonic: when its clock started */
	bool listed;	/* unadmitted and not yet closed by us */
	uint64_t busy;	/* ms: when its current request's headers came; 0 = none */
};

struct edge {
	struct edge_limits lim;
	pthread_mutex_t lock; /* guards everything below and every struct conn */
	pthread_cond_t wake;  /* the reaper: the list went from empty, or stop */
	pthread_t reaper;
	bool reaping, stop;
	struct conn *head, *tail;
	unsigned n; /* listed */
	unsigned long expired, evicted;
};

static void close_conn(struct edge *e, struct conn *c);

/* Close the unadmitted connections past their deadline: a prefix of the
 * list. Caller holds the lock. */
static void expire(struct edge *e, uint64_t now)
{
	uint64_t limit = (uint64_t)e->lim.header_timeout * 1000;

	while (e->head && now - e->head->since >= limit) {
		close_conn(e, e->head);
		e->expired++;
	}
}

/* The deadline must hold without help from other clients: a trickle of a
 * header byte a second keeps libmicrohttpd's idle timeout from ever firing,
 * and closing late comers only at the next accept left a slowloris on a
 * quiet server open for good. So one thread sleeps until the oldest
 * connection's deadline. Appends go to the tail (a later deadline), so a
 * wake-up that finds nothing due just sleeps again until the new head's. */
static void *reap(void *arg)
{
	struct edge *e = arg;
	uint64_t limit = (uint64_t)e->lim.header_timeout * 1000;

	pthread_mutex_lock(&e->lock);
	while (!e->stop) {
		expire(e, (uint64_t)mono_ms());
		if (!e->head) {
			pthread_cond_wait(&e->wake, &e->lock);
			continue;
		}
		uint64_t due = e->head->since + limit;
		struct timespec ts = {(time_t)(due / 1000), (long)(due % 1000) * 1000000L};

		pthread_cond_timedwait(&e->wake, &e->lock, &ts);
	}
	pthread_mutex_unlock(&e->lock);
	return NULL;
}

int edge_new(const struct edge_limits *lim, struct edge **out)
{
	struct edge *e = calloc(1, sizeof(*e));

	if (!e)
		return -ENOMEM;
	if (lim) {
		e->lim = *lim;
	} else {
		e->lim.header_timeout = EDGE_HEADER_TIMEOUT;
		e->lim.max_total = EDGE_MAX_UNAUTH;
		e->lim.max_per_addr = EDGE_MAX_UNAUTH_ADDR;
	}
	if (!e->lim.header_timeout || !e->lim.max_total || !e->lim.max_per_addr ||
	    e->lim.max_per_addr > e->lim.max_total) {
		free(e);
		return -EINVAL;
	}
	pthread_condattr_t ca;

	pthread_mutex_init(&e->lock, NULL);
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC); /* the clock of mono_ms */
	pthread_cond_init(&e->wake, &ca);
	pthread_condattr_destroy(&ca);
	e->reaping = pthread_create(&e->reaper, NULL, reap, e) == 0;
	if (!e->reaping) {
		pthread_cond_destroy(&e->wake);
		pthread_mutex_destroy(&e->lock);
		free(e);
		return -EAGAIN;
	}
	*out = e;
	return 0;
}

void edge_stop(struct edge *e)
{
	if (!e || !e->reaping)
		return;
	pthread_mutex_lock(&e->lock);
	e->stop = true;
	pthread_cond_signal(&e->wake);
	pthread_mutex_unlock(&e->lock);
	pthread_join(e->reaper, NULL);
	e->reaping = false;
}

void edge_free(struct edge *e)
{
	if (!e)
		return;
	edge_stop(e);
	/* entries still listed belong to connections the stopped daemon
	 * closed without a notification we could act on: free them */
	while (e->head) {
		struct conn *c = e->head;

		e->head = c->next;
		free(c);
	}
	pthread_cond_destroy(&e->wake);
	pthread_mutex_destroy(&e->lock);
	free(e);
}

unsigned edge_header_timeout(const struct edge *e)
{
	return e->lim.header_timeout;
}

static void unlink_conn(struct edge *e, struct conn *c)
{
	if (c->prev)
		c->prev->next = c->next;
	else
		e->head = c->next;
	if (c->next)
		c->next->prev = c->prev;
	else
		e->tail = c->prev;
	c->prev = c->next = NULL;
	c->listed = false;
	e->n--;
}

static void append(struct edge *e, struct conn *c)
{
	if (!e->head)
		pthread_cond_signal(&e->wake);
	c->prev = e->tail;
	c->next = NULL;
	if (e->tail)
		e->tail->next = c;
	else
		e->head = c;
	e->tail = c;
	c->listed = true;
	e->n++;
}

/* Caller holds the lock. The descriptor is still open: libmicrohttpd
 * closes it only after the close notification, which needs this lock. */
static void close_conn(struct edge *e, struct conn *c)
{
	unlink_conn(e, c);
	shutdown(c->fd, SHUT_RDWR);
}

static bool same_addr(const struct sockaddr_storage *a, const struct sockaddr *b)
{
	if (a->ss_family != b->sa_family)
		return false;
	if (b->sa_family == AF_INET)
		return ((const struct sockaddr_in *)a)->sin_addr.s_addr ==
		       ((const struct sockaddr_in *)b)->sin_addr.s_addr;
	if (b->sa_family == AF_INET6)
		return memcmp(&((const struct sockaddr_in6 *)a)->sin6_addr,
			      &((const struct sockaddr_in6 *)b)->sin6_addr,
			      sizeof(struct in6_addr)) == 0;
	return true;
}

/* Bytes the client sent that libmicrohttpd has not read yet: a request
 * that just arrived (its thread has not run), not an idle connection. */
static bool has_input(const struct conn *c)
{
	int n = 0;

	return ioctl(c->fd, FIONREAD, &n) == 0 && n > 0;
}

/* A connection an eviction should spare: just accepted, a request sent
 * but not read yet, or one being answered right now. Each lasts only
 * EDGE_GRACE_MS, so a client cannot stay spared by never finishing its
 * body. Caller holds the lock. */
static bool spared(const struct conn *c, uint64_t now)
{
	return now - c->since < EDGE_GRACE_MS || (c->busy && now - c->busy < EDGE_GRACE_MS) ||
	       has_input(c);
}

/* The connection to close when a limit is reached, among those of addr
 * (all when addr is NULL): the oldest one not spared; at twice the limit,
 * the oldest. NULL: none should go (a burst of spared connections, allowed
 * up to twice the limit). Caller holds the lock. */
static struct conn *victim(struct edge *e, const struct sockaddr *addr, unsigned count,
			   unsigned limit, uint64_t now)
{
	struct conn *c, *oldest = NULL;

	for (c = e->head; c; c = c->next) {
		if (addr && !same_addr(&c->addr, addr))
			continue;
		if (!oldest)
			oldest = c;
		if (!spared(c, now))
			return c;
	}
	return count >= 2 * limit ? oldest : NULL;
}

enum MHD_Result edge_accept(void *cls, const struct sockaddr *addr, socklen_t addrlen)
{
	struct edge *e = cls;
	uint64_t now = (uint64_t)mono_ms();
	struct conn *c;
	unsigned same = 0;

	(void)addrlen;
	pthread_mutex_lock(&e->lock);
	expire(e, now); /* before counting: the reaper may not have run yet */
	for (c = e->head; c; c = c->next)
		same += same_addr(&c->addr, addr);
	if (same >= e->lim.max_per_addr && (c = victim(e, addr, same, e->lim.max_per_addr, now))) {
		close_conn(e, c);
		e->evicted++;
	}
	if (e->n >= e->lim.max_total && (c = victim(e, NULL, e->n, e->lim.max_total, now))) {
		close_conn(e, c);
		e->evicted++;
	}
	pthread_mutex_unlock(&e->lock);
	return MHD_YES;
}

void edge_notify(void *cls, struct MHD_Connection *conn, void **socket_context,
		 enum MHD_ConnectionNotificationCode code)
{
	struct edge *e = cls;
	struct conn *c = *socket_context;

	if (code == MHD_CONNECTION_NOTIFY_CLOSED) {
		if (!c)
			return;
		pthread_mutex_lock(&e->lock);
		if (c->listed)
			unlink_conn(e, c);
		pthread_mutex_unlock(&e->lock);
		free(c);
		*socket_context = NULL;
		return;
	}
	const union MHD_ConnectionInfo *fdi =
	    MHD_get_connection_info(conn, MHD_CONNECTION_INFO_CONNECTION_FD);
	const union MHD_ConnectionInfo *ai =
	    MHD_get_connection_info(conn, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
	if (!fdi)
		return;
	c = calloc(1, sizeof(*c));
	if (!c) {
		/* cannot track it: do not let it in untracked */
		shutdown(fdi->connect_fd, SHUT_RDWR);
		return;
	}
	c->fd = fdi->connect_fd;
	if (ai && ai->client_addr) {
		socklen_t len = ai->client_addr->sa_family == AF_INET6 ? sizeof(struct sockaddr_in6)
								       : sizeof(struct sockaddr_in);
		memcpy(&c->addr, ai->client_addr, len);
	}
	c->since = (uint64_t)mono_ms();
	pthread_mutex_lock(&e->lock);
	append(e, c);
	pthread_mutex_unlock(&e->lock);
	*socket_context = c;
}

static struct conn *conn_of(struct MHD_Connection *conn)
{
	const union MHD_ConnectionInfo *i =
	    MHD_get_connection_info(conn, MHD_CONNECTION_INFO_SOCKET_CONTEXT);

	return i ? i->socket_context : NULL;
}

void edge_admit(struct edge *e, struct MHD_Connection *conn)
{
	struct conn *c = conn_of(conn);
	bool was = false;

	if (!c)
		return;
	pthread_mutex_lock(&e->lock);
	if (c->listed) {
		unlink_conn(e, c);
		was = true;
	}
	pthread_mutex_unlock(&e->lock);
	if (was)
		MHD_set_connection_option(conn, MHD_CONNECTION_OPTION_TIMEOUT,
					  (unsigned)EDGE_ADMITTED_TIMEOUT);
}

void edge_request_started(struct edge *e, struct MHD_Connection *conn)
{
	struct conn *c = conn_of(conn);

	if (!c)
		return;
	pthread_mutex_lock(&e->lock);
	c->busy = (uint64_t)mono_ms() | 1; /* never 0 */
	pthread_mutex_unlock(&e->lock);
}

void edge_request_done(struct edge *e, struct MHD_Connection *conn)
{
	struct conn *c = conn_of(conn);

	if (!c)
		return;
	pthread_mutex_lock(&e->lock);
	c->busy = 0;
	if (c->listed) {
		unlink_conn(e, c);
		c->since = (uint64_t)mono_ms();
		append(e, c);
	}
	pthread_mutex_unlock(&e->lock);
}

void edge_counts(struct edge *e, unsigned long *expired, unsigned long *evicted)
{
	pthread_mutex_lock(&e->lock);
	*expired = e->expired;
	*evicted = e->evicted;
	pthread_mutex_unlock(&e->lock);
}
