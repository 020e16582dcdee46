/* payload.h — the spawn payload: how sbxd tells sbxd-init what to run.
 * One format, written by sbxd (spawn.c, procs.c, terms.c) and read by
 * sbxd-init (init.c); payload.c is built into both programs. The payload
 * is NUL-terminated strings: cwd, argc, argv[0..argc), envc, env[0..envc),
 * travelling inline in the request or in a memfd passed with it. */
#ifndef SBXD_PAYLOAD_H
#define SBXD_PAYLOAD_H

#include <stddef.h>

/* The payload of cwd, argv and env (NULL-terminated) after `head` bytes of
 * room for the caller's request header; malloc'd (the caller frees it),
 * its whole length in *len; NULL when out of memory. */
char *payload_build(size_t head, const char *cwd, const char *const *argv, const char *const *env,
		    size_t *len);
/* Splits buf (len bytes, as payload_build wrote it after its head) in
 * place: *cwd, *argv and *envp (NULL-terminated, argc >= 1) point into
 * buf; *strs, which holds them, is malloc'd (free() it, then buf). 0,
 * -EINVAL when buf is NULL or not a payload, -ENOMEM. */
int payload_parse(char *buf, size_t len, char ***strs, const char **cwd, char ***argv,
		  char ***envp);

#endif
