/* next_exec.h — the pure parts of next_exec.c's exec, private to libsbx
 * (for tests): the command line and the end markers.
 */
#ifndef SBX_NEXT_EXEC_H
#define SBX_NEXT_EXEC_H

#include <stdbool.h>
#include <stddef.h>

#include "sbx.h"

#define SBX_MARK_DIGITS 12 /* the status after a marker, at most */

/* argv as one bash command line the way the bridge quotes it: safe words
 * raw, others as $'...' (malloc'd, NULL on ENOMEM). */
char *sbx_quote_argv(const char *const argv[]);

/* One exec's output filter: each stream's bytes go to cb until the marker
 * "\036sbx:<nonce>:<status>\036" (held back while it may be one), which
 * ends the stream and gives the status; bytes after it are dropped. */
struct sbx_nexec {
	sbx_output_cb cb;
	void *arg;
	char marker[48]; /* "\036sbx:<nonce>:" */
	size_t mlen;
	struct {
		unsigned char hold[48 + SBX_MARK_DIGITS + 2];
		size_t n;
		bool seen;
		int rc;
	} s[2];
	bool exit_seen, timed_out, cancelled, truncated;
	int exit_code;
	long timeout_ms;
};
void sbx_nexec_init(struct sbx_nexec *x, const char *nonce, sbx_output_cb cb, void *arg);
/* Output of stream (1 or 2); -ECANCELED when cb asked to stop, -ENOMEM. */
int sbx_nexec_output(struct sbx_nexec *x, int stream, const unsigned char *d, size_t n);

#endif
