/* api.h — bridge routes <-> C structs, private parts shared within libsbx.
 *
 * The public route calls are declared in sbx.h; this header adds what other
 * libsbx modules need from api.c (the raw file GET/PUT used by files.c),
 * api_next.c and next_exec.c. No JSON library type appears in a header.
 */
#ifndef SBX_API_H
#define SBX_API_H

#include <stddef.h>
#include <sys/types.h>

#include "http.h"

/* GET /v1/sandbox/:id/file<path>: the 2xx body goes to sink. range: a Range
 * header value or NULL. *status gets the HTTP status (also on failure; 0 when none). */
int sbx_api_file_get(struct sbx_client *c, const char *id, const char *path, const char *range,
		     const char *op, sbx_sink_fn sink, void *arg, long *status);
/* PUT /v1/sandbox/:id/file<path> with len bytes from data, or from fd at off
 * when data is NULL. */
int sbx_api_file_put(struct sbx_client *c, const char *id, const char *path, const void *data,
		     int fd, off_t off, off_t len, const char *op);

/* The pure halves of api.c's routes, for tests (0, -EIO when malformed,
 * -ENOMEM): the ids of GET /v1/sandbox (a list of ids or of {"id"}, or an
 * object holding one as "ids"/"sandboxes"; invalid ids skipped; -ENOSYS
 * when the answer is no list: the route is not sbxd's), the answer of GET
 * .../info, of POST .../tunnel/:port (port: when the answer has none), and
 * the body of POST .../session (-EINVAL for an env entry not KEY=VALUE).
 * Outputs are written only on success and belong to the caller. */
int sbx_ids_parse(const char *data, size_t len, char ***ids, size_t *n);
int sbx_info_parse(const char *data, size_t len, struct sbx_info *out);
int sbx_tunnel_parse(const char *data, size_t len, int port, struct sbx_tunnel *out);
/* GET .../tunnels's answer: {"tunnels":[TunnelInfo...]}; entries without a
 * valid port are left out. -EIO when there is no such list. */
int sbx_tunnels_parse(const char *data, size_t len, struct sbx_tunnel **v, size_t *n);
int sbx_session_body(const char *sid, const char *cwd, const char *const *env, char **out);

/* The same for api_next.c: one process or terminal status (-EIO without
 * its id, command, state (and pid for a process)). */
int sbx_process_parse(const char *data, size_t len, struct sbx_process *p);
int sbx_terminal_parse(const char *data, size_t len, struct sbx_terminal *t);

/* api_next.c: the server has no next generation: remembered, message set,
 * -ENOSYS. */
int sbx_next_absent(struct sbx_client *c);
/* rc of a request r to a next-generation route, as the caller returns it:
 * a 404 that no bridge code explains means the server lacks the routes
 * (sbx_next_absent); an answer means it has them (remembered). */
struct sbx_req;
int sbx_next_answered(struct sbx_client *c, const struct sbx_req *r, int rc);
/* Frees a NULL-terminated array of strings and the array (NULL ok). */
void sbx_argv_free(char **v);

/* next_exec.c: exec through the next generation's processes (sbx_exec_limit
 * switches to it once /exec answered 404), and spawn as a process. */
int sbx_next_exec(struct sbx_client *c, const char *id, const char *const argv[],
		  const struct sbx_exec_opts *opts, sbx_output_cb cb, void *arg, int *exit_code,
		  long stall_ms);
int sbx_next_spawn(struct sbx_client *c, const char *id, const char *cmdline, const char *logpath,
		   int *pid);
/* Sessions of a server without them, kept in the client (as a v1 bridge
 * keeps them: the cwd and env of creation, for every exec of the session). */
int sbx_next_session_create(struct sbx_client *c, const char *id, const char *sid, const char *cwd,
			    const char *const *env, char **sid_out);
int sbx_next_session_delete(struct sbx_client *c, const char *id, const char *sid);

#endif
