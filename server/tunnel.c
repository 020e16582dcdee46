/* tunnel.c — tunnels: a loopback port on the host that reaches a port inside one
 * sandbox's network namespace.
 *
 * Each tunnel listens on 127.0.0.1:<ephemeral>. For every accepted
 * connection, the sandbox's init (which lives in the sandbox's network
 * namespace) connects to 127.0.0.1:<port> there and passes the socket back;
 * a thread per connection then copies bytes both ways. Two sandboxes can
 * both listen on 8080: each tunnel reaches its own.
 *
 * Locks: sb->lock guards the sandbox's list of tunnels; t->lock one
 * tunnel's connections. They are never held together: a tunnel is unlinked
 * under sb->lock and then freed (its threads joined) with no lock held,
 * since its accept thread takes sb->lock to ask init for a connection.
 */
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "runtime.h"

/* A sandbox's server decides how long its connections stay, and each one
 * costs sbxd a thread and two descriptors: past this many at once a new
 * connection to the tunnel is closed at once (the client sees a reset). */
#define TUNNEL_MAX_CONNS 256
/* A connection one side of which has closed ends after this long without
 * a byte from the other (a server inside that never closes its side would
 * hold it for good). */
#define TUNNEL_HALF_OPEN_MS (60 * 1000)
/* accept failing for want of descriptors or memory: the pending
 * connection stays queued, so the listener is left alone this long
 * rather than polled again at once. */
#define TUNNEL_ACCEPT_BACKOFF_MS 100

struct conn {
	int a, b; /* client side, sandbox side */
	struct tunnel *t;
	struct conn *next;
};

struct tunnel {
	struct sandbox *sb;
	int port;
	int host_port;
	int listen_fd;
	int wake[2]; /* closing: wakes the accept thread */
	time_t created;
	pthread_t thread;
	pthread_mutex_t lock; /* guards conns, nconn */
	struct conn *conns;
	int nconn;
	struct tunnel *next;
};

static int connect_inside(struct sandbox *sb, int port)
{
	int sp[2];
	if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sp) < 0)
		return -errno;
	char msg[32];
	snprintf(msg, sizeof(msg), "C %d", port);
	int rc = sandbox_request(sb, msg, &sp[1], 1);
	close(sp[1]);
	if (rc < 0) {
		close(sp[0]);
		return rc;
	}
	struct pollfd p = {.fd = sp[0], .events = POLLIN};
	if (poll(&p, 1, 5000) <= 0) {
		close(sp[0]);
		return -ETIMEDOUT;
	}
	char buf[32] = {0};
	union {
		char c[CMSG_SPACE(sizeof(int))];
		struct cmsghdr align;
	} u;
	struct iovec iov = {.iov_base = buf, .iov_len = sizeof(buf) - 1};
	struct msghdr mh = {
	    .msg_iov = &iov, .msg_iovlen = 1, .msg_control = u.c, .msg_controllen = sizeof(u.c)};
	ssize_t n = recvmsg(sp[0], &mh, MSG_CMSG_CLOEXEC);
	close(sp[0]);
	if (n <= 0)
		return -EIO;
	int fd = -1;
	struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
	if (c && c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS)
		memcpy(&fd, CMSG_DATA(c), sizeof(int));
	if (fd >= 0)
		return fd;
	long e = strtol(buf + 1, NULL, 10);
	return e > 0 ? (int)-e : -EIO;
}

static void conn_unlink(struct conn *c)
{
	struct tunnel *t = c->t;
	pthread_mutex_lock(&t->lock);
	for (struct conn **pp = &t->conns; *pp; pp = &(*pp)->next) {
		if (*pp == c) {
			*pp = c->next;
			break;
		}
	}
	t->nconn--;
	pthread_mutex_unlock(&t->lock);
}

static void *pump(void *arg)
{
	struct conn *c = arg;
	char buf[65536];
	bool a_open = true, b_open = true;
	while (a_open || b_open) {
		struct pollfd p[2] = {{.fd = a_open ? c->a : -1, .events = POLLIN},
				      {.fd = b_open ? c->b : -1, .events = POLLIN}};
		int r = poll(p, 2, a_open && b_open ? -1 : TUNNEL_HALF_OPEN_MS);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		for (int i = 0; i < 2; i++) {
			if (!p[i].revents)
				continue;
			int from = i ? c->b : c->a, to = i ? c->a : c->b;
			ssize_t n = read(from, buf, sizeof(buf));
			if (n <= 0) {
				shutdown(to, SHUT_WR);
				if (i)
					b_open = false;
				else
					a_open = false;
				continue;
			}
			for (ssize_t off = 0; off < n;) {
				ssize_t w = send(to, buf + off, (size_t)(n - off), MSG_NOSIGNAL);
				if (w <= 0) {
					a_open = b_open = false;
					break;
				}
				off += w;
			}
		}
	}
	conn_unlink(c);
	close(c->a);
	close(c->b);
	free(c);
	return NULL;
}

static void *accept_loop(void *arg)
{
	struct tunnel *t = arg;
	for (;;) {
		struct pollfd p[2] = {{.fd = t->listen_fd, .events = POLLIN},
				      {.fd = t->wake[0], .events = POLLIN}};
		if (poll(p, 2, -1) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		if (p[1].revents)
			break;
		int a = accept4(t->listen_fd, NULL, NULL, SOCK_CLOEXEC);
		if (a < 0) {
			if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS ||
			    errno == ENOMEM) {
				struct pollfd w = {.fd = t->wake[0], .events = POLLIN};

				if (poll(&w, 1, TUNNEL_ACCEPT_BACKOFF_MS) > 0)
					break;
			}
			continue;
		}
		pthread_mutex_lock(&t->lock);
		bool full = t->nconn >= TUNNEL_MAX_CONNS;
		pthread_mutex_unlock(&t->lock);
		if (full) {
			close(a);
			continue;
		}
		int b = connect_inside(t->sb, t->port);
		if (b < 0) {
			close(a); /* nothing listens inside: the client sees a reset */
			continue;
		}
		struct conn *c = calloc(1, sizeof(*c));
		pthread_t th;
		pthread_attr_t at;
		if (!c) {
			close(a);
			close(b);
			continue;
		}
		c->a = a;
		c->b = b;
		c->t = t;
		pthread_mutex_lock(&t->lock);
		c->next = t->conns;
		t->conns = c;
		t->nconn++;
		pthread_mutex_unlock(&t->lock);
		pthread_attr_init(&at);
		pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
		if (pthread_create(&th, &at, pump, c) != 0) {
			conn_unlink(c);
			close(a);
			close(b);
			free(c);
		}
		pthread_attr_destroy(&at);
	}
	return NULL;
}

int sandbox_tunnel_open(struct sandbox *sb, int port, struct tunnel_info *out)
{
	pthread_mutex_lock(&sb->lock);
	for (struct tunnel *t = sb->tunnels; t; t = t->next) {
		if (t->port == port) {
			*out = (struct tunnel_info){port, t->host_port, t->created};
			pthread_mutex_unlock(&sb->lock);
			return 0;
		}
	}
	int rc;
	struct tunnel *t = calloc(1, sizeof(*t));
	if (!t) {
		rc = -ENOMEM;
		goto out;
	}
	t->sb = sb;
	t->port = port;
	t->wake[0] = t->wake[1] = -1;
	pthread_mutex_init(&t->lock, NULL);
	t->listen_fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	struct sockaddr_in sa = {.sin_family = AF_INET};
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	socklen_t sl = sizeof(sa);
	if (t->listen_fd < 0 || bind(t->listen_fd, (struct sockaddr *)&sa, sizeof(sa)) < 0 ||
	    listen(t->listen_fd, 128) < 0 ||
	    getsockname(t->listen_fd, (struct sockaddr *)&sa, &sl) < 0 ||
	    pipe2(t->wake, O_CLOEXEC) < 0) {
		rc = -errno;
		goto fail;
	}
	t->host_port = ntohs(sa.sin_port);
	t->created = time(NULL);
	if ((rc = -pthread_create(&t->thread, NULL, accept_loop, t)) < 0)
		goto fail;
	t->next = sb->tunnels;
	sb->tunnels = t;
	*out = (struct tunnel_info){port, t->host_port, t->created};
	rc = 0;
	goto out;
fail:
	sbxd_set_errmsg("cannot listen on loopback: %s", strerror(-rc));
	if (t->listen_fd >= 0)
		close(t->listen_fd);
	if (t->wake[0] >= 0)
		close(t->wake[0]), close(t->wake[1]);
	pthread_mutex_destroy(&t->lock);
	free(t);
out:
	pthread_mutex_unlock(&sb->lock);
	return rc;
}

int sandbox_tunnel_list(struct sandbox *sb, struct tunnel_info **out, size_t *n)
{
	struct tunnel_info *v = NULL;
	size_t k = 0, cnt = 0;

	pthread_mutex_lock(&sb->lock);
	for (struct tunnel *t = sb->tunnels; t; t = t->next)
		cnt++;
	if (cnt && !(v = calloc(cnt, sizeof(*v)))) {
		pthread_mutex_unlock(&sb->lock);
		return -ENOMEM;
	}
	for (struct tunnel *t = sb->tunnels; t; t = t->next) {
		size_t i = k++; /* sorted by port: insertion into the few there are */
		while (i > 0 && v[i - 1].port > t->port) {
			v[i] = v[i - 1];
			i--;
		}
		v[i] = (struct tunnel_info){t->port, t->host_port, t->created};
	}
	pthread_mutex_unlock(&sb->lock);
	*out = v;
	*n = cnt;
	return 0;
}

/* Stops accepting, cuts open connections, waits for their threads. */
static void tunnel_free(struct tunnel *t)
{
	(void)!write(t->wake[1], "x", 1);
	pthread_join(t->thread, NULL);
	close(t->listen_fd);
	pthread_mutex_lock(&t->lock);
	for (struct conn *c = t->conns; c; c = c->next) {
		shutdown(c->a, SHUT_RDWR);
		shutdown(c->b, SHUT_RDWR);
	}
	pthread_mutex_unlock(&t->lock);
	/* Pump threads unlink themselves, and each ends now: its poll, read
	 * or send returns on the shut-down sockets. No bound on the wait: a
	 * thread descheduled longer than one would touch t after its free. */
	for (;;) {
		pthread_mutex_lock(&t->lock);
		int n = t->nconn;
		pthread_mutex_unlock(&t->lock);
		if (n == 0)
			break;
		usleep(10000);
	}
	close(t->wake[0]);
	close(t->wake[1]);
	pthread_mutex_destroy(&t->lock);
	free(t);
}

int sandbox_tunnel_close(struct sandbox *sb, int port)
{
	pthread_mutex_lock(&sb->lock);
	struct tunnel *found = NULL;
	for (struct tunnel **pp = &sb->tunnels; *pp; pp = &(*pp)->next) {
		if ((*pp)->port == port) {
			found = *pp;
			*pp = found->next;
			break;
		}
	}
	pthread_mutex_unlock(&sb->lock);
	if (found)
		tunnel_free(found);
	return 0;
}

/* Caller must NOT hold sb->lock: accept threads take it to connect. */
void tunnels_close_all(struct sandbox *sb)
{
	pthread_mutex_lock(&sb->lock);
	struct tunnel *t = sb->tunnels;
	sb->tunnels = NULL;
	pthread_mutex_unlock(&sb->lock);
	while (t) {
		struct tunnel *next = t->next;
		tunnel_free(t);
		t = next;
	}
}
