/* hosttool.h — running a tool of the host (mkfs.ext4, cp, localedef) the
 * way sbxd's setup steps need it: found in the system directories only,
 * with a fixed environment, default signal handling and an empty signal
 * mask (sbxd blocks its stop signals), its output kept for the message. */
#ifndef SBXD_HOSTTOOL_H
#define SBXD_HOSTTOOL_H

#include <stdbool.h>
#include <stddef.h>

/* The absolute path of name in /usr/sbin, /sbin, /usr/bin or /bin into out
 * (empty and false when in none, or not executable). */
bool host_tool_find(const char *name, char *out, size_t len);
/* Runs argv (argv[0] absolute) with stdin /dev/null; the first line of its
 * output (stdout and stderr) lands in err. Returns the exit status (128 +
 * signal when killed) or -errno. */
int host_tool_run(const char *const argv[], char *err, size_t errlen);
/* The same with all of its output in out (up to len - 1 bytes). */
int host_tool_output(const char *const argv[], char *out, size_t len);

#endif
