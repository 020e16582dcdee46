/* http_int.h — private to http.c and http_route.c: the server object and
 * the pieces of request handling they share. Routes use routes.h only. */
#ifndef SBXD_HTTP_INT_H
#define SBXD_HTTP_INT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

#include "routes.h"

struct http_server {
	struct MHD_Daemon *daemon;
	struct edge *edge;
	struct sandbox_table *table;
	char *token;
	size_t token_len;
	bool bridge_compat;
	int keepalive_s;
	enum http_compat compat;
	atomic_bool stopping;
	atomic_long in_flight; /* requests begun and not yet completed */
	int verbose;
	int port;
};

/* First call for a request (http_route.c): find its route and run the
 * checks that need no body, in the bridge's order (sandbox id, auth, route
 * checks). MHD_NO drops the connection (allocation failure). */
enum MHD_Result http_request_route(struct http_request *r);
/* Match rest against a route pattern (":" one non-empty segment, a final
 * "/" + "*" anything after it); the matched parts go to params[0..1]. Pure. */
bool http_pattern_match(const char *pat, const char *rest, const char *params[2], size_t plen[2]);
/* The bridge's plain-text 404, and any buffer answered as is (copied). */
enum MHD_Result http_respond_not_found(struct http_request *r);
enum MHD_Result http_respond_buffer(struct http_request *r, unsigned status, const char *ctype,
				    const char *data, size_t len);

#endif
