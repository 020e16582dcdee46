/* sandbox_ids — the sandbox ids this mount knows: attached during this mount and
 * remembered from earlier mounts of the same server (a small file with one
 * id per line, e.g. ~/.local/state/sbxfs/<host_port>.ids). Thread-safe.
 */
#ifndef SBXFS_SANDBOX_IDS_H
#define SBXFS_SANDBOX_IDS_H

#include <stdbool.h>
#include <stddef.h>

struct sandbox_ids;

/* file: where remembered ids are kept, NULL for nowhere. Reads it. */
int sandbox_ids_new(const char *file, struct sandbox_ids **out);
void sandbox_ids_free(struct sandbox_ids *k);
bool sandbox_ids_has(struct sandbox_ids *k, const char *id);
/* Adds id; remember: also write it to the file. */
int sandbox_ids_add(struct sandbox_ids *k, const char *id, bool remember);
void sandbox_ids_remove(struct sandbox_ids *k, const char *id);
/* A copy of every id (free with sbx_strv_free). */
int sandbox_ids_list(struct sandbox_ids *k, char ***ids, size_t *n);

/* The default file for server url: in the state directory (statedir.h),
 * named after the url. malloc'd into *out. */
int sandbox_ids_default_file(const char *url, char **out);

#endif
