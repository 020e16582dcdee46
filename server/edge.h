/* edge.h — how many connections a client may hold before proving the token.
 *
 * libmicrohttpd takes a connection (a thread, a 256 KiB buffer) before any
 * header has been read, so without a bound a client that opens connections
 * and sends nothing — or a header byte now and then — holds sbxd's
 * connection slots with no token at all (4095 such connections made
 * /health fail). The edge tracks every connection from accept to close:
 *
 * - a connection is *unadmitted* until a request on it presents a valid
 *   token (or reaches a /v1 route when auth is off); /health alone never
 *   admits it;
 * - an unadmitted connection has header_timeout seconds, from its accept or
 *   from the end of its previous request, to get a request through; past
 *   that the edge's own thread closes it at its deadline (slowloris
 *   trickles included, which libmicrohttpd's idle timeout — also
 *   header_timeout until admission — never sees as idle);
 * - at most max_per_addr unadmitted connections per client address and
 *   max_total in all: a new connection over a limit closes the oldest
 *   unadmitted one (of that address, else overall) instead of being
 *   refused, so a flood evicts itself first. Spared from that, while the
 *   count stays under twice the limit, are connections accepted, or whose
 *   request was sent or began to be answered, less than EDGE_GRACE_MS ago:
 *   a client that has just sent its request, on a machine too busy to
 *   have read it yet, still gets its answer;
 * - admitted connections are never evicted and get the long idle timeout
 *   (exec streams and keep-alive).
 *
 * Closing is shutdown(2) on the socket under the edge's lock; the entry is
 * freed by libmicrohttpd's close notification, which comes before it
 * closes the descriptor, so a shut-down descriptor is never a reused one.
 * On loopback every client has the same address: there the total bound is
 * what protects, and eviction of the oldest is what keeps /health and a
 * fresh client answered while a flood goes on.
 */
#ifndef SBXD_EDGE_H
#define SBXD_EDGE_H

#include <microhttpd.h>
#include <stdbool.h>
#include <sys/socket.h>

#define EDGE_HEADER_TIMEOUT 10	  /* s, default of --header-timeout */
#define EDGE_MAX_UNAUTH 256	  /* default total of --max-unauth-conns */
#define EDGE_MAX_UNAUTH_ADDR 64	  /* default per-address part */
#define EDGE_ADMITTED_TIMEOUT 300 /* s of idleness allowed once admitted */
#define EDGE_GRACE_MS 250	  /* a fresh connection or request is spared this long */

struct edge_limits {
	unsigned header_timeout; /* seconds, >= 1 */
	unsigned max_total;	 /* >= 1 */
	unsigned max_per_addr;	 /* >= 1, <= max_total */
};

struct edge;

/* lim NULL: the defaults above; starts the deadline thread. edge_stop
 * ends that thread: call it before stopping the daemon, whose connections
 * may close without a notification, so that no descriptor number is shut
 * down after its reuse. *out freed with edge_free (NULL ok; it stops the
 * thread too), after the daemon using it has stopped. */
int edge_new(const struct edge_limits *lim, struct edge **out);
void edge_stop(struct edge *e);
void edge_free(struct edge *e);

/* For MHD_start_daemon: apc (cls = the edge), MHD_OPTION_NOTIFY_CONNECTION
 * (cls = the edge), MHD_OPTION_CONNECTION_TIMEOUT. */
enum MHD_Result edge_accept(void *cls, const struct sockaddr *addr, socklen_t addrlen);
void edge_notify(void *cls, struct MHD_Connection *conn, void **socket_context,
		 enum MHD_ConnectionNotificationCode code);
unsigned edge_header_timeout(const struct edge *e);

/* The connection proved the token: from now on it is never evicted and
 * may stay idle EDGE_ADMITTED_TIMEOUT seconds. Called from the access
 * handler (the connection's thread). */
void edge_admit(struct edge *e, struct MHD_Connection *conn);
/* A complete request arrived on the connection (its headers): it is being
 * answered, so it is the last an eviction picks. */
void edge_request_started(struct edge *e, struct MHD_Connection *conn);
/* A request on the connection ended: an unadmitted one gets a fresh
 * header_timeout for its next request (keep-alive /health probes). */
void edge_request_done(struct edge *e, struct MHD_Connection *conn);

/* Connections closed so far by the header deadline and by eviction. */
void edge_counts(struct edge *e, unsigned long *expired, unsigned long *evicted);

#endif
