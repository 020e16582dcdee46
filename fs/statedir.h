/* statedir — sbxfs's per-user state directory and the per-server names of
 * the files it keeps there (remembered sandbox ids, recovered data).
 */
#ifndef SBXFS_STATEDIR_H
#define SBXFS_STATEDIR_H

#include <stddef.h>

/* sbxfs's per-user state directory ($XDG_STATE_HOME/sbxfs, else
 * ~/.local/state/sbxfs) into buf, not created; -ENOENT without either. */
int statedir_path(char *buf, size_t size);
/* The url as one file name: "http://127.0.0.1:8787" -> "http_127.0.0.1_8787". */
void statedir_server_name(const char *url, char *buf, size_t size);
/* mkdir -p with mode 0700 for what it creates; path is restored. */
int statedir_mkdirs(char *path);

#endif
