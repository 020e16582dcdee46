/* http.h — sbxd's HTTP server on libmicrohttpd.
 *
 * One daemon, one thread per connection (so long exec streams and large
 * uploads never wait for each other). http.c owns the connection glue:
 * request contexts, path normalisation, request bodies, error JSON and one
 * log line per request; http_route.c the routing table and the check order
 * of the bridge (sandbox id -> auth -> route checks). The routes themselves live in
 * route_*.c and use the helpers declared in routes.h.
 */
#ifndef SBXD_HTTP_H
#define SBXD_HTTP_H

#include <stdbool.h>
#include <sys/socket.h>

struct sandbox_table;

struct edge_limits;
/* Which generation of Cloudflare's bridge sbxd imitates. */
enum http_compat {
	HTTP_COMPAT_NONE = 0, /* both generations' routes plus sbxd's extensions */
	HTTP_COMPAT_V1,	      /* exactly the 0.12.x bridge (plain --bridge-compat) */
	HTTP_COMPAT_NEXT,     /* exactly the next bridge (0.13.0-next) */
};

struct http_options {
	struct sandbox_table *table; /* borrowed; must outlive the server */
	const char *token;	     /* NULL: no auth (--no-auth); copied */
	bool bridge_compat;	     /* no extension routes / behaviours */
	/* exec streams: a `: keepalive N` comment after N seconds without
	 * output (and one at the start); 0: none (--bridge-compat too) */
	int keepalive_s;
	enum http_compat compat; /* which generation's routes (NONE: both) */
	int verbose;
	/* connections before authentication (server/edge.h); NULL: defaults */
	const struct edge_limits *edge;
};

struct http_server;

/* Listen on addr (port 0 picks a free port) and start serving. */
int http_server_start(const struct http_options *opt, const struct sockaddr *addr,
		      socklen_t addrlen, struct http_server **out);
/* The port actually bound. */
int http_server_port(const struct http_server *s);
/* Serve an already-connected stream socket (the fuzz harness hands it one
 * end of a socketpair); the server owns fd from now on, even on failure.
 * addr is what the edge and the log take for the client's address. */
int http_server_add_connection(struct http_server *s, int fd, const struct sockaddr *addr,
			       socklen_t addrlen);
/* Requests begun and not yet completed (their memory not yet freed): the
 * fuzz harness waits for 0 after each input, so libFuzzer's per-input leak
 * check does not see a request its connection thread is still finishing. */
long http_server_in_flight(struct http_server *s);
/* Stop accepting, close every connection, join all threads, free. NULL ok. */
void http_server_stop(struct http_server *s);

#endif
